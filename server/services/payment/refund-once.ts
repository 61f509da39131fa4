import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { hirePayments } from '../../db/schema-hire';
import { reschedulePayments } from '../../db/schema-reschedule';

/** Where a refund stands, as the traveller is told. */
export type RefundState = 'refunded' | 'pending' | 'failed';

/** What giving money back needs of a provider adapter. */
export type Refunder = { name: string; refund(providerReference: string, amountKobo: number): Promise<void> };

/**
 * A claim older than this was left by a process that died between asking the provider and
 * recording its answer: it may be claimed again (providers refund idempotently per transaction,
 * so asking twice moves no money twice).
 */
export const REFUND_CLAIM_LEASE_MS = 2 * 60_000;

/** The three tables of money a provider collected: seat bookings, hires, reschedule fees. Same refund columns in each. */
type PaymentTable = typeof payments | typeof hirePayments | typeof reschedulePayments;

export type RefundedRow = { id: number; amountKobo: number; outcome: string; provider: string; refundStatus: RefundState; refundTries: number };

/**
 * Gives back, once, a recorded payment that bought nothing (its outcome is not `paidOutcome`).
 *
 * refund_status: null, nobody has asked the provider yet; 'pending', a caller has claimed the refund
 * and is asking now (refund_claimed_at); 'refunded'; 'failed', the provider refused or could not be
 * reached. The claim is one conditional UPDATE (null, 'failed', or a 'pending' claim older than
 * REFUND_CLAIM_LEASE_MS → 'pending'), so of any number of concurrent or replayed confirmations,
 * webhooks and background checks exactly one asks the provider; the others read where it stands.
 * The provider is asked outside any database transaction. A failed refund is claimed again by the
 * next settlement of that payment or by the background check's schedule (payment/checks/), which
 * tells support after its last try.
 *
 * `refundedAtProvider`: the provider already reports the transaction refunded (its verify said
 * so): the row is brought up to date without asking for another refund.
 */
export async function refundOnce(
  db: Db,
  anyTable: PaymentTable,
  paidOutcome: string,
  provider: Refunder,
  providerReference: string,
  options: { refundedAtProvider?: boolean; now?: Date } = {},
): Promise<RefundedRow | undefined> {
  // The three tables share these column names and types; one of them stands for all.
  const table = anyTable as typeof payments;
  const now = options.now ?? new Date();
  const staleBefore = new Date(now.getTime() - REFUND_CLAIM_LEASE_MS);
  const thisPayment = and(eq(table.provider, provider.name), eq(table.providerReference, providerReference));
  const columns = {
    id: table.id, amountKobo: table.amountKobo, outcome: table.outcome, provider: table.provider, refundStatus: table.refundStatus, refundTries: table.refundTries,
  };
  const [claimed] = await db.update(table)
    .set({ refundStatus: 'pending', refundClaimedAt: now, refundTries: sql`${table.refundTries} + 1` })
    .where(and(
      thisPayment,
      ne(table.outcome, paidOutcome),
      or(
        isNull(table.refundStatus),
        eq(table.refundStatus, 'failed'),
        and(eq(table.refundStatus, 'pending'), or(isNull(table.refundClaimedAt), lt(table.refundClaimedAt, staleBefore))),
        options.refundedAtProvider ? eq(table.refundStatus, 'pending') : undefined,
      ),
    ))
    .returning(columns);
  if (!claimed) {
    const [row] = await db.select(columns).from(table).where(and(thisPayment, ne(table.outcome, paidOutcome)));
    return row && { ...row, refundStatus: (row.refundStatus ?? 'pending') as RefundState };
  }
  let state: 'refunded' | 'failed' = 'refunded';
  if (!options.refundedAtProvider) {
    try {
      await provider.refund(providerReference, claimed.amountKobo);
    } catch (error) {
      console.error(`Refund of ${provider.name} payment ${providerReference} failed (try ${claimed.refundTries}); the next settlement or check retries it:`, error);
      state = 'failed';
    }
  }
  await db.update(table)
    .set({ refundStatus: state, refundedAt: state === 'refunded' ? sql`now()` : null })
    .where(and(eq(table.id, claimed.id), eq(table.refundStatus, 'pending')));
  return { ...claimed, refundStatus: state };
}
