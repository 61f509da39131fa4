import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { toLocalPhone } from '../../../../contract/validation';
import { paymentChecks, type CheckKind } from '../../../db/schema-payment-checks';
import type { Executor } from '../../booking/executor';
import { checkDueAt } from './schedule';

/** A payment the server has started with a provider, or heard of: what the background check needs to settle it. */
export type OpenCheck = {
  kind: CheckKind;
  reference: string;
  provider: string;
  /** The provider's transaction id, when known. */
  transaction?: string;
  amountKobo: number;
  email?: string | null;
  phone?: string | null;
  customerId?: number | null;
};

const contactEmail = (email: string | null | undefined) => email?.trim().toLowerCase() || null;
const contactPhone = (phone: string | null | undefined) => (phone?.trim() ? toLocalPhone(phone) : null);

/**
 * Puts a payment under the guarantee: one row per (kind, reference, provider), first checked a
 * minute after it started. Idempotent: starting again (a reload, a second tab, a burst) keeps the
 * one row, learning the transaction id if it was not known; a row that was closed is opened again
 * (a new checkout at the same provider after a cancel), with its schedule restarted.
 *
 * `reopen: 'if-unpaid'` (money seen by a confirm call or webhook): a missing row is made, but a
 * closed one is opened again only if it had closed as 'unpaid' (money arrived after all), so a
 * replayed webhook of a settled payment changes nothing.
 */
export async function openCheck(db: Executor, check: OpenCheck, now = new Date(), options: { reopen?: 'always' | 'if-unpaid' } = {}): Promise<void> {
  await db.insert(paymentChecks).values({
    kind: check.kind,
    reference: check.reference,
    provider: check.provider,
    transaction: check.transaction ?? null,
    amountKobo: check.amountKobo,
    email: contactEmail(check.email),
    phone: contactPhone(check.phone),
    customerId: check.customerId ?? null,
    createdAt: now,
    nextCheckAt: checkDueAt(now, 0),
  }).onConflictDoUpdate({
    target: [paymentChecks.kind, paymentChecks.reference, paymentChecks.provider],
    set: {
      transaction: sql`coalesce(excluded.transaction, ${paymentChecks.transaction})`,
      // A closed row comes back to life with a fresh schedule; an open one keeps its own.
      createdAt: sql`case when ${paymentChecks.closedAt} is null then ${paymentChecks.createdAt} else excluded.created_at end`,
      checks: sql`case when ${paymentChecks.closedAt} is null then ${paymentChecks.checks} else 0 end`,
      nextCheckAt: sql`case when ${paymentChecks.closedAt} is null then least(${paymentChecks.nextCheckAt}, excluded.next_check_at) else excluded.next_check_at end`,
      outcome: sql`null`,
      closedAt: sql`null`,
    },
    setWhere: options.reopen === 'if-unpaid' ? or(isNull(paymentChecks.closedAt), eq(paymentChecks.outcome, 'unpaid')) : undefined,
  });
}

/**
 * Asks for the next check now: a confirmation or webhook has just settled the payment (or its
 * refund), so the check closes it, and sends its receipt, within one tick instead of a minute.
 */
export async function checkSoon(db: Executor, key: Pick<OpenCheck, 'kind' | 'reference' | 'provider'>, now = new Date()): Promise<void> {
  await db.update(paymentChecks).set({ nextCheckAt: now })
    .where(and(eq(paymentChecks.kind, key.kind), eq(paymentChecks.reference, key.reference), eq(paymentChecks.provider, key.provider), isNull(paymentChecks.closedAt)));
}
