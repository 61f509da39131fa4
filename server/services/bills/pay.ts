import { and, eq, isNull } from 'drizzle-orm';
import { BILLS_MESSAGES, CARD_GATEWAY, WALLET_GATEWAY } from '../../../contract/bills';
import type { CustomerSession } from '../../auth/require-customer';
import { customers } from '../../db/schema-accounts';
import { billPayments } from '../../db/schema-bills';
import { RuleError } from '../../http/respond';
import type { Tx } from '../booking/executor';
import { lowBalance } from '../wallet/debit';
import { post } from '../wallet/ledger';
import { withPin } from '../wallet/pin';
import { walletOf } from '../wallet/wallets';
import { WALLET_PROVIDER, type BillsContext } from './context';
import type { Priced } from './pricing';
import { billRow, totalKobo, type BillRow } from './rows';

/** The columns a purchase fills when it takes an open reference. */
const purchaseColumns = (priced: Priced, key: string, gateway: number) => ({ ...priced, purchaseKey: key, gateway });

/** The card checkout sends the traveller back to the bills result page, which reads `reference`. */
export const billCallbackUrl = (base: string, reference: string) => `${base}/paybill-call-back?reference=${encodeURIComponent(reference)}`;

/**
 * From the wallet (gateway 23), in one transaction: the bill row is locked first (a purchase an
 * earlier request already made is answered as it stands, without asking for the PIN again);
 * then the PIN is checked with the wallet's own rules (counted before it is compared, locked
 * after 3 wrong), the total debited in the wallet's ledger (key 'bill:<reference>', refused when
 * low: nothing changes), and the row marked 'paid'. Returns the row as it is after.
 */
export async function payFromWallet(ctx: BillsContext, customer: CustomerSession, open: BillRow, priced: Priced, key: string, pin: string): Promise<BillRow> {
  const wallet = await walletOf(ctx.db, customer);
  const locked = async (tx: Tx) => {
    const [row] = await tx.select().from(billPayments).where(eq(billPayments.id, open.id)).for('update');
    return row?.purchaseKey === null ? undefined : row;
  };
  return withPin(ctx.db, wallet.id, pin, async (tx) => {
    const total = totalKobo(priced);
    const posted = await post(tx, wallet.id, {
      balance: 'main', direction: 'debit', amountKobo: total, description: 'Bills Payment', reference: open.reference, key: `bill:${open.reference}`,
    });
    if ('lowBalance' in posted) throw lowBalance();
    // The row was open under its lock, so no debit can have been made for it.
    if (!posted.fresh) throw new Error(`Bill ${open.reference}: a debit exists for an open reference.`);
    const now = ctx.now();
    const [paid] = await tx.update(billPayments)
      .set({ ...purchaseColumns(priced, key, WALLET_GATEWAY), status: 'paid', walletId: wallet.id, provider: WALLET_PROVIDER, paidAt: now, updatedAt: now })
      .where(eq(billPayments.id, open.id)).returning();
    return paid!;
  }, { settled: locked });
}

/**
 * By card (gateway 5): the open reference is taken for this purchase ('awaiting-payment', one
 * conditional UPDATE, so a second request at once finds it taken), then the card provider's
 * checkout is opened for the total, returning to /paybill-call-back?reference=…. A provider that
 * fails leaves the purchase failed. Returns the row as it is after.
 */
export async function openCheckout(ctx: BillsContext, customer: CustomerSession, open: BillRow, priced: Priced, key: string): Promise<BillRow> {
  const card = ctx.card();
  if (!card) throw new RuleError(BILLS_MESSAGES.cardUnavailable, 503);
  const now = ctx.now();
  const [taken] = await ctx.db.update(billPayments)
    .set({ ...purchaseColumns(priced, key, CARD_GATEWAY), status: 'awaiting-payment', provider: card.name, updatedAt: now })
    .where(and(eq(billPayments.id, open.id), eq(billPayments.status, 'open'), isNull(billPayments.purchaseKey)))
    .returning();
  if (!taken) return billRow(ctx.db, open.id);
  try {
    const [who] = await ctx.db.select({ firstName: customers.firstName, lastName: customers.lastName }).from(customers).where(eq(customers.id, customer.customerId));
    const opened = await card.initialize({
      reference: taken.reference,
      amountKobo: totalKobo(taken),
      email: customer.email,
      customerName: `${who?.firstName ?? ''} ${who?.lastName ?? ''}`.trim() || customer.email,
      phoneNumber: customer.phone,
      callbackUrl: billCallbackUrl(ctx.base, taken.reference),
    });
    const [row] = await ctx.db.update(billPayments).set({ checkoutUrl: opened.checkoutUrl, providerReference: opened.providerReference })
      .where(eq(billPayments.id, taken.id)).returning();
    return row!;
  } catch (error) {
    const failedAt = ctx.now();
    await ctx.db.update(billPayments).set({ status: 'failed', failureMessage: BILLS_MESSAGES.failedPayment, settledAt: failedAt, updatedAt: failedAt })
      .where(and(eq(billPayments.id, taken.id), eq(billPayments.status, 'awaiting-payment')));
    throw error;
  }
}
