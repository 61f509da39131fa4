import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { ProviderName } from '../../providers/payments/types';

/** Where a refund stands, as the traveller is told. */
export type RefundState = 'refunded' | 'pending' | 'failed';

type Refunder = { name: ProviderName; refund(providerReference: string, amountKobo: number): Promise<void> };

const paymentIs = (provider: ProviderName, providerReference: string) =>
  and(eq(payments.provider, provider), eq(payments.providerReference, providerReference));

/**
 * Gives back a recorded payment that bought nothing (payments.outcome is not 'confirmed'), once.
 *
 * refund_status: null, nobody has asked the provider yet; 'pending', a caller has claimed the
 * refund and is asking the provider now; 'refunded'; 'failed', the provider refused or could not
 * be reached. The claim is one conditional UPDATE (null or 'failed' → 'pending'), so of any number
 * of concurrent or replayed confirmations and webhooks exactly one asks the provider; the others
 * answer where the refund stands. The provider is asked outside any database transaction. A
 * failed refund is recorded 'failed' (what support sees) and claimed again by the next
 * confirmation or webhook of that payment, which retries it; providers refund idempotently per
 * transaction, so a retry after a lost answer moves no money twice.
 *
 * `refundedAtProvider`: the provider already reports the transaction refunded (its verify said
 * so): the row is brought up to date without asking for another refund.
 */
export async function refundPayment(
  db: Db,
  provider: Refunder,
  providerReference: string,
  options: { refundedAtProvider?: boolean } = {},
): Promise<{ amountKobo: number; refund: RefundState } | undefined> {
  const [claimed] = await db.update(payments)
    .set({ refundStatus: 'pending' })
    .where(and(
      paymentIs(provider.name, providerReference),
      ne(payments.outcome, 'confirmed'),
      or(isNull(payments.refundStatus), eq(payments.refundStatus, 'failed'), options.refundedAtProvider ? eq(payments.refundStatus, 'pending') : undefined),
    ))
    .returning({ id: payments.id, amountKobo: payments.amountKobo });
  if (!claimed) {
    const [row] = await db.select({ amountKobo: payments.amountKobo, refundStatus: payments.refundStatus }).from(payments)
      .where(paymentIs(provider.name, providerReference));
    return row ? { amountKobo: row.amountKobo, refund: (row.refundStatus ?? 'pending') as RefundState } : undefined;
  }
  let refund: 'refunded' | 'failed' = 'refunded';
  if (!options.refundedAtProvider) {
    try {
      await provider.refund(providerReference, claimed.amountKobo);
    } catch (error) {
      console.error(`Refund of ${provider.name} payment ${providerReference} failed; the next confirmation retries it:`, error);
      refund = 'failed';
    }
  }
  await db.update(payments)
    .set({ refundStatus: refund, refundedAt: refund === 'refunded' ? sql`now()` : null })
    .where(and(eq(payments.id, claimed.id), eq(payments.refundStatus, 'pending')));
  return { amountKobo: claimed.amountKobo, refund };
}

/** Whether this provider transaction was ever recorded as a payment. */
export async function isRecorded(db: Db, provider: ProviderName, providerReference: string): Promise<boolean> {
  const [row] = await db.select({ id: payments.id }).from(payments).where(paymentIs(provider, providerReference)).limit(1);
  return row !== undefined;
}
