import { and, asc, eq, lte } from 'drizzle-orm';
import { authContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { reschedules } from '../../db/schema-reschedule';
import { rescheduleContext, type RescheduleDeps } from './context';
import { settleReschedule } from './settle';

/** How often server/main.ts runs the sweep. */
export const RESCHEDULE_SWEEP_SECONDS = 60;
/** Reschedules one run looks at; the rest wait for the next run. */
const BATCH = 50;

/**
 * Unpaid reschedules past their hold: each is asked of its provider first, so one paid whose
 * webhook never came is swapped, not expired; the rest become 'expired' and their hold rows stop
 * holding. The seats are free the moment a hold lapses anyway (availability ignores it): this
 * keeps the status honest and catches late payments.
 */
export async function sweepReschedules(db: Db, deps: RescheduleDeps, now: () => Date = () => authContext(db).now()): Promise<{ checked: number; expired: number }> {
  const lapsed = await db.select({ reference: reschedules.reference }).from(reschedules)
    .where(and(eq(reschedules.status, 'awaiting-payment'), lte(reschedules.expiresAt, now())))
    .orderBy(asc(reschedules.expiresAt))
    .limit(BATCH);
  const ctx = { ...rescheduleContext(db, deps, (deps.publicUrl ?? 'http://localhost').replace(/\/+$/, '')), now };
  let expired = 0;
  for (const { reference } of lapsed) {
    try {
      if ((await settleReschedule(ctx, reference))?.status === 'expired') expired++;
    } catch (error) {
      console.error(`Reschedule ${reference}: the sweep failed; the next run tries again:`, error);
    }
  }
  return { checked: lapsed.length, expired };
}

const registered = new WeakMap<Db, RescheduleDeps>();

/** bookingApp registers the providers of its database for the sweep. */
export const registerRescheduleDeps = (db: Db, deps: RescheduleDeps): void => void registered.set(db, deps);

/** One run of the sweep with the wiring bookingApp registered for `db` (none registered: nothing to ask, nothing done). */
export async function sweepRegisteredReschedules(db: Db): Promise<{ checked: number; expired: number }> {
  const deps = registered.get(db);
  return deps ? sweepReschedules(db, deps) : { checked: 0, expired: 0 };
}
