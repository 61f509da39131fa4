import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/*
 * The guarantee (issue 31): every payment the server starts with a provider, or learns of from a
 * webhook, has one row here until it has ended in exactly one outcome. The background check
 * (server/services/payment/checks/) asks the provider itself at 1, 5 and 15 minutes, then hourly
 * for a day, and settles what it hears through the payment kind's own settlement, so a lost
 * webhook or a closed tab never leaves money without a ticket, a purchase, a credit or a refund.
 */

/** What the money was for, by the reference's kind: FRE- booking, HIR- hire, BIL- bill, WAL- wallet funding, RSC- reschedule fee. */
export type CheckKind = 'booking' | 'hire' | 'bill' | 'funding' | 'reschedule';

/**
 * How a payment ended: 'issued' (the ticket, the hire, the purchase, the credit or the reschedule
 * it paid for), 'refunded' (it bought nothing and went back), 'unpaid' (no money was ever taken:
 * cancelled, failed, abandoned), 'support' (the last check passed with money still unsettled or a
 * refund refused: support was told and follows up by hand).
 */
export type CheckOutcome = 'issued' | 'refunded' | 'unpaid' | 'support';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const paymentChecks = pgTable('payment_checks', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<CheckKind>().notNull(),
  /** Our reference, as the provider was given it. */
  reference: text('reference').notNull(),
  /** The provider's one name (providers/payments/types.ts PROVIDER_NAMES). */
  provider: text('provider').notNull(),
  /** The provider's transaction id, once known (a checkout or account opened, a webhook read). */
  transaction: text('transaction'),
  /** What was asked for, kobo. */
  amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  /** The traveller's contact for /payment-help: e-mail lower case, phone '0…' (11 digits). */
  email: text('email'),
  phone: text('phone'),
  customerId: integer('customer_id'),
  createdAt: at('created_at').notNull().default(sql`now()`),
  /** Checks made so far; the schedule (checks/schedule.ts) gives the next one from this count. */
  checks: smallint('checks').notNull().default(0),
  /** When the next check is due (also moved forward by a claim, so a crashed checker's row comes back). */
  nextCheckAt: at('next_check_at').notNull(),
  /** The provider's last word: 'paid', 'pending', 'cancelled', 'failed', 'unknown', or 'error' (not reachable). */
  lastAnswer: text('last_answer'),
  lastCheckedAt: at('last_checked_at'),
  outcome: text('outcome').$type<CheckOutcome>(),
  closedAt: at('closed_at'),
  supportNotifiedAt: at('support_notified_at'),
}, (t) => [
  uniqueIndex('payment_checks_kind_ref_provider_uq').on(t.kind, t.reference, t.provider),
  // The background check's question: open rows due now.
  index('payment_checks_due_idx').on(t.nextCheckAt).where(sql`${t.closedAt} is null`),
  index('payment_checks_email_idx').on(t.email, t.createdAt),
  index('payment_checks_phone_idx').on(t.phone, t.createdAt),
  check('payment_checks_kind_kind', sql`${t.kind} in ('booking', 'hire', 'bill', 'funding', 'reschedule')`),
  check('payment_checks_outcome_kind', sql`${t.outcome} is null or ${t.outcome} in ('issued', 'refunded', 'unpaid', 'support')`),
  check('payment_checks_closed_has_outcome', sql`(${t.closedAt} is null) = (${t.outcome} is null)`),
  check('payment_checks_amount_positive', sql`${t.amountKobo} > 0`),
]);
