import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BillKind } from '../../contract/bills';
import { customers } from './schema-accounts';
import { wallets } from './schema-wallet';

/**
 * Bill payments (issue 16, spec 2 §7.7): one row per reference, from GenerateReference to the
 * biller's last word (server/services/bills/). Kept when an account is deleted (spec 1: deletion
 * keeps bills records), so the customer reference does not cascade.
 *
 * Where a row stands:
 *   open → (wallet) paid → vending → success | pending | failed
 *   open → (card) awaiting-payment → paid → vending → …, or failed (cancelled at the checkout)
 *   pending → success | failed
 * 'paid' is set in the transaction that takes the money (the wallet debit), or once the card
 * provider says the card was paid; 'vending' is claimed by one conditional UPDATE, so only one
 * request sends the purchase to the biller; a failed vend gives the money back and sets 'failed'
 * with `refunded` in the same step.
 */
export type BillRowStatus = 'open' | 'awaiting-payment' | 'paid' | 'vending' | 'pending' | 'success' | 'failed';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const billPayments = pgTable('bill_payments', {
  id: serial('id').primaryKey(),
  /** 'BIL-' and 12 symbols (contract BILL_REFERENCE): the pay advice's requestReference, the biller's and the card provider's idempotency key. */
  reference: text('reference').notNull(),
  customerId: integer('customer_id').notNull().references(() => customers.id),
  status: text('status').$type<BillRowStatus>().notNull().default('open'),
  /**
   * What was bought, as one string (kind, item, customer, amount, gateway): set with the purchase,
   * so the same purchase sent again is a replay and a different one a reuse of the reference.
   */
  purchaseKey: text('purchase_key'),
  kind: text('kind').$type<BillKind>(),
  billerId: integer('biller_id'),
  billerName: text('biller_name'),
  itemName: text('item_name'),
  paymentCode: text('payment_code'),
  /** The phone (airtime, data), meter or smart card number. */
  customerRef: text('customer_ref'),
  /** The name the biller has for the meter or card ('' for airtime and data). */
  customerName: text('customer_name'),
  /** GenerateReference's userPhone, then the purchase's mobile; told to the biller. */
  customerMobile: text('customer_mobile'),
  customerEmail: text('customer_email'),
  /** The bill (kobo), fee excluded; the fee (BILL_FEE_KOBO for electricity and TV). */
  amountKobo: bigint('amount_kobo', { mode: 'number' }),
  feeKobo: bigint('fee_kobo', { mode: 'number' }),
  /** 5 card, 23 wallet. */
  gateway: smallint('gateway'),
  walletId: integer('wallet_id').references(() => wallets.id),
  /** Who holds the money: 'wallet', or the card provider ('paystack'). */
  provider: text('provider'),
  /** The card provider's transaction id (its refunds name it). */
  providerReference: text('provider_reference'),
  /** The card checkout to send the traveller to while awaiting payment. */
  checkoutUrl: text('checkout_url'),
  /** The biller's own reference for the vend. */
  billerReference: text('biller_reference'),
  /** A prepaid electricity purchase's token. */
  token: text('token'),
  /** The money went back (wallet credited, card refunded) because the purchase could not be completed. */
  refunded: boolean('refunded').notNull().default(false),
  refundedAt: at('refunded_at'),
  /** What the traveller is told of a failed purchase. */
  failureMessage: text('failure_message'),
  createdAt: at('created_at').notNull().default(sql`now()`),
  paidAt: at('paid_at'),
  settledAt: at('settled_at'),
  /** Every change of status; the background check (recheck.ts) looks at rows that stayed too long. */
  updatedAt: at('updated_at').notNull().default(sql`now()`),
}, (t) => [
  uniqueIndex('bill_payments_reference_uq').on(t.reference),
  index('bill_payments_customer_idx').on(t.customerId, t.createdAt),
  index('bill_payments_unsettled_idx').on(t.status, t.updatedAt).where(sql`${t.status} in ('awaiting-payment', 'paid', 'vending', 'pending')`),
  check('bill_payments_status_kind', sql`${t.status} in ('open', 'awaiting-payment', 'paid', 'vending', 'pending', 'success', 'failed')`),
  check('bill_payments_bill_kind', sql`${t.kind} is null or ${t.kind} in ('airtime', 'data', 'electricity', 'tv')`),
  check('bill_payments_gateway_kind', sql`${t.gateway} is null or ${t.gateway} in (5, 23)`),
  check('bill_payments_amount_positive', sql`${t.amountKobo} is null or ${t.amountKobo} > 0`),
  check('bill_payments_fee_nonnegative', sql`${t.feeKobo} is null or ${t.feeKobo} >= 0`),
  // Beyond 'open' a row carries a whole purchase.
  check('bill_payments_purchase_complete', sql`${t.status} = 'open' or (${t.purchaseKey} is not null and ${t.kind} is not null and ${t.amountKobo} is not null and ${t.feeKobo} is not null and ${t.gateway} is not null and ${t.paymentCode} is not null and ${t.customerRef} is not null)`),
  // Money taken from a wallet names the wallet.
  check('bill_payments_wallet_named', sql`${t.gateway} is distinct from 23 or ${t.status} in ('open', 'awaiting-payment') or ${t.walletId} is not null`),
  check('bill_payments_refund_failed', sql`not ${t.refunded} or ${t.status} = 'failed'`),
]);
