import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { ProviderName } from '../../providers/payments/types';
import { refundOnce, type Refunder, type RefundState } from './refund-once';

export type { RefundState } from './refund-once';

/**
 * Gives back a recorded booking payment that bought nothing (payments.outcome is not 'confirmed'),
 * once (refund-once.ts): undefined when no such payment was recorded.
 */
export async function refundPayment(
  db: Db,
  provider: Refunder,
  providerReference: string,
  options: { refundedAtProvider?: boolean } = {},
): Promise<{ amountKobo: number; refund: RefundState } | undefined> {
  const row = await refundOnce(db, payments, 'confirmed', provider, providerReference, options);
  return row && { amountKobo: row.amountKobo, refund: row.refundStatus };
}

/** Whether this provider transaction was ever recorded as a payment. */
export async function isRecorded(db: Db, provider: ProviderName, providerReference: string): Promise<boolean> {
  const [row] = await db.select({ id: payments.id }).from(payments).where(and(eq(payments.provider, provider), eq(payments.providerReference, providerReference))).limit(1);
  return row !== undefined;
}
