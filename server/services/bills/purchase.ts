import { BILLS_MESSAGES, WALLET_GATEWAY, type BillOutcome } from '../../../contract/bills';
import type { CustomerSession } from '../../auth/require-customer';
import { RuleError } from '../../http/respond';
import { billerOf, type BillsContext } from './context';
import { outcomeOf } from './outcome';
import { openCheckout, payFromWallet } from './pay';
import type { Order } from './pricing';
import { ownBill } from './rows';
import { advance } from './settle';

/**
 * One purchase call (SendPayAdvice, airtime, data). The reference must be an open one of this
 * customer (else 404). While it is open the purchase is priced from the catalogue and paid: from
 * the wallet (debit, then vend, refunded if the biller refuses, all before the answer) or by card
 * (the checkout's URL, 'awaiting-payment'). Once the reference carries a purchase, the same
 * purchase sent again answers where it stands now (a card is asked about again, a paid purchase
 * vended): it never pays or vends twice; a different purchase on it is refused (409).
 */
export async function purchase(ctx: BillsContext, customer: CustomerSession, order: Order): Promise<BillOutcome> {
  if (order.gateway === WALLET_GATEWAY && !order.pin) throw new RuleError(BILLS_MESSAGES.pinRequired, 400);
  let row = await ownBill(ctx.db, customer.customerId, order.reference);
  if (row.purchaseKey === null) {
    const priced = await order.price(billerOf(ctx));
    row = order.gateway === WALLET_GATEWAY
      ? await payFromWallet(ctx, customer, row, priced, order.key, order.pin!)
      : await openCheckout(ctx, customer, row, priced, order.key);
  }
  if (row.purchaseKey !== order.key) throw new RuleError(BILLS_MESSAGES.referenceReused, 409);
  return outcomeOf(await advance(ctx, row));
}

/** PaymentStatus: a purchase of this customer, settled as far as it goes now (the result page's question). */
export async function paymentStatus(ctx: BillsContext, customer: CustomerSession, reference: string): Promise<BillOutcome> {
  const row = await ownBill(ctx.db, customer.customerId, reference);
  // A reference no purchase was made with has no outcome yet.
  if (row.purchaseKey === null) throw new RuleError(BILLS_MESSAGES.unknownReference, 404);
  return outcomeOf(await advance(ctx, row));
}
