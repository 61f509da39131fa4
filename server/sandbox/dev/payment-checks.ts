import { eq } from 'drizzle-orm';
import type * as v from 'valibot';
import type { paymentCheckSchema } from '../../../contract/dev';
import type { Db } from '../../db/client';
import { paymentChecks } from '../../db/schema-payment-checks';
import { RuleError } from '../../http/respond';
import { paymentChecksOf } from '../../services/payment/checks/registry';
import { runDueChecks, shiftCheckTimeline } from '../../services/payment/checks/run';

type CheckView = v.InferOutput<typeof paymentCheckSchema>;

/**
 * The sandbox's clock for one payment (contract/dev.ts advanceChecksRequest): its open checks'
 * timeline moves `minutes` into the past, then every one of them now due runs, with the payment
 * service's own wiring. Answers each check of the reference as it then stands.
 */
export async function advanceChecks(db: Db, reference: string, minutes: number): Promise<{ checks: CheckView[] }> {
  const deps = paymentChecksOf(db);
  if (!deps) throw new RuleError('The payment checks are not wired on this server.', 503);
  const rows = await db.select({ id: paymentChecks.id }).from(paymentChecks).where(eq(paymentChecks.reference, reference));
  const ids = rows.map((r) => r.id);
  await shiftCheckTimeline(db, ids, minutes * 60_000);
  const now = new Date();
  // A check may fall due more than once in a long jump (1, 5 and 15 minutes): run until none is due.
  for (let round = 0; round < 40 && (await runDueChecks(db, deps, now, ids)).length > 0; round++);
  const after = await db.select().from(paymentChecks).where(eq(paymentChecks.reference, reference));
  return {
    checks: after.map((row) => ({
      kind: row.kind, reference: row.reference, provider: row.provider, checks: row.checks, lastAnswer: row.lastAnswer, outcome: row.outcome,
      minutesAfterStart: row.closedAt ? Math.round(((row.closedAt.getTime() - row.createdAt.getTime()) / 60_000) * 10) / 10 : null,
      nextCheckAt: row.closedAt ? null : row.nextCheckAt.toISOString(),
    })),
  };
}
