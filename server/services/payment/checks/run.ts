import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { paymentChecks, type CheckOutcome } from '../../../db/schema-payment-checks';
import { settleCheck, type CheckAnswer, type CheckRow, type SettleWiring } from './settle-check';
import { CHECKS_IN_ALL, checkDueAt } from './schedule';

/** Checks one run claims; the rest wait for the next run (a few seconds later). */
export const CHECK_BATCH = 25;
/**
 * A claimed check is due again this long after the claim: if the process running it dies, another
 * process (or the next run) takes it then. Longer than any one settlement (providers' deadlines).
 */
export const CHECK_LEASE_MS = 2 * 60_000;

export type CheckDeps = {
  /** The settlement wiring for this run (providers, hire and reschedule contexts, bills). */
  wiring: () => SettleWiring;
  /** A check closed with money settled ('issued') or given back ('refunded'): the receipts go out (once). */
  onClosed?: (row: CheckRow) => Promise<void>;
  /** The last check passed with money still unsettled: support is told (once, support_notified_at). */
  tellSupport?: (row: CheckRow) => Promise<void>;
};

export type CheckResult = { id: number; reference: string; kind: string; provider: string; outcome: CheckOutcome | null; answer: CheckAnswer };

/**
 * Claims up to CHECK_BATCH open checks due at `now` and moves each claimed row's next check
 * CHECK_LEASE_MS ahead, in one statement. FOR UPDATE SKIP LOCKED makes concurrent runs (in this
 * process or another server process on the same PostgreSQL) take disjoint rows; the lease makes
 * a row whose runner died come back. `only`: these ids alone (the sandbox's time travel).
 */
async function claimDue(db: Db, now: Date, only?: readonly number[]): Promise<CheckRow[]> {
  const due = db.select({ id: paymentChecks.id }).from(paymentChecks)
    .where(and(isNull(paymentChecks.closedAt), lte(paymentChecks.nextCheckAt, now), only ? inArray(paymentChecks.id, [...only]) : undefined))
    .orderBy(asc(paymentChecks.nextCheckAt))
    .limit(CHECK_BATCH)
    .for('update', { skipLocked: true });
  return db.update(paymentChecks)
    .set({ nextCheckAt: new Date(now.getTime() + CHECK_LEASE_MS) })
    .where(and(inArray(paymentChecks.id, due), isNull(paymentChecks.closedAt)))
    .returning();
}

/** After the last check: money still to settle or give back goes to support; a payment never made is simply unpaid. */
const outcomeAfterLast = (answer: CheckAnswer): CheckOutcome => ('open' in answer && answer.open !== 'pending' && answer.open !== 'unknown' ? 'support' : 'unpaid');

/**
 * Records what a check found: the outcome (closing the row, once: a row another runner closed
 * meanwhile is left as it is), or the next check on the schedule; after the last one, 'support'
 * when money is still unsettled, else 'unpaid'. Returns the outcome it closed with, if it did.
 */
async function record(db: Db, row: CheckRow, answer: CheckAnswer, now: Date): Promise<CheckOutcome | null> {
  const checks = row.checks + 1;
  const last = checks >= CHECKS_IN_ALL;
  const outcome = 'done' in answer ? answer.done : last ? outcomeAfterLast(answer) : null;
  const lastAnswer = 'done' in answer ? (answer.done === 'unpaid' ? 'cancelled' : 'paid') : answer.open;
  const [written] = await db.update(paymentChecks)
    .set({
      checks,
      lastAnswer,
      lastCheckedAt: now,
      ...(outcome ? { outcome, closedAt: now } : { nextCheckAt: checkDueAt(row.createdAt, checks) }),
    })
    .where(and(eq(paymentChecks.id, row.id), isNull(paymentChecks.closedAt)))
    .returning({ id: paymentChecks.id });
  return written && outcome ? outcome : null;
}

/** Tells support once per check: the claim is one conditional UPDATE of support_notified_at. */
async function supportOnce(db: Db, deps: CheckDeps, row: CheckRow, now: Date): Promise<void> {
  if (!deps.tellSupport) return;
  const [claimed] = await db.update(paymentChecks).set({ supportNotifiedAt: now })
    .where(and(eq(paymentChecks.id, row.id), isNull(paymentChecks.supportNotifiedAt))).returning();
  if (claimed) await deps.tellSupport(claimed);
}

/**
 * One run of the background check: every open check due at `now` (at most CHECK_BATCH) is
 * settled through its kind's own settlement and recorded. Safe in any number of server processes
 * at once (claims skip locked rows; each kind's settlement is idempotent per provider transaction).
 * A check that throws is logged and recorded as 'error' (asked again on the schedule).
 */
export async function runDueChecks(db: Db, deps: CheckDeps, now = new Date(), only?: readonly number[]): Promise<CheckResult[]> {
  const claimed = await claimDue(db, now, only);
  if (claimed.length === 0) return [];
  const wiring = deps.wiring();
  const results: CheckResult[] = [];
  for (const row of claimed) {
    let answer: CheckAnswer;
    try {
      answer = await settleCheck(db, wiring, row);
    } catch (error) {
      console.error(`Payment check of ${row.kind} ${row.reference} at ${row.provider} failed; asked again on its schedule:`, error);
      answer = { open: 'error' };
    }
    const outcome = await record(db, row, answer, now);
    if (outcome === 'issued' || outcome === 'refunded') await deps.onClosed?.({ ...row, outcome }).catch((error: unknown) => console.error(`Receipts of ${row.reference} failed:`, error));
    if (outcome === 'support') await supportOnce(db, deps, row, now).catch((error: unknown) => console.error(`Telling support about ${row.reference} failed:`, error));
    results.push({ id: row.id, reference: row.reference, kind: row.kind, provider: row.provider, outcome, answer });
  }
  return results;
}

/** Moves a check's whole timeline `ms` into the past (the sandbox's clock for one payment), so its next checks fall due now. */
export async function shiftCheckTimeline(db: Db, ids: readonly number[], ms: number): Promise<void> {
  if (ids.length === 0) return;
  const by = sql`${ms} * interval '1 millisecond'`;
  await db.update(paymentChecks)
    .set({ createdAt: sql`${paymentChecks.createdAt} - ${by}`, nextCheckAt: sql`${paymentChecks.nextCheckAt} - ${by}` })
    .where(and(inArray(paymentChecks.id, [...ids]), isNull(paymentChecks.closedAt)));
}
