import { and, asc, eq, lte } from 'drizzle-orm';
import { authContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { hires } from '../../db/schema-hire';
import { hireContext, type HireDeps } from './context';
import { closeHires } from './fleet';
import { settleHire } from './settle';

/** How often server/main.ts runs the sweep: a lapsed hire's status turns 'expired' within a minute. */
export const HIRE_SWEEP_SECONDS = 60;
/** Hires one run looks at; the rest wait for the next run. */
export const HIRE_SWEEP_BATCH = 50;

/**
 * Expires unpaid hires past their expiry and frees their vehicles. With the providers (registered
 * by bookingApp), each is asked first, so a hire paid whose webhook never came is paid, not
 * expired; one the provider cannot be asked about waits for the next run (a lapsed hire blocks no
 * vehicle meanwhile: the search ignores it and a request that wants its vehicles expires it).
 * Without them, by the clock alone. The search and the request never depend on this running.
 */
export async function sweepHires(db: Db, deps: HireDeps | undefined, now: () => Date = () => authContext(db).now()): Promise<{ checked: number; expired: number }> {
  const lapsed = await db.select({ id: hires.id, reference: hires.reference }).from(hires)
    .where(and(eq(hires.status, 'awaiting-payment'), lte(hires.expiresAt, now())))
    .orderBy(asc(hires.expiresAt))
    .limit(HIRE_SWEEP_BATCH);
  if (!deps) {
    const at = now();
    const closed = await db.transaction((tx) => closeHires(tx, lapsed.map((h) => h.id), 'expired', at, { lapsedAt: at }));
    return { checked: lapsed.length, expired: closed.length };
  }
  const ctx = hireContext(db, deps, (deps.publicUrl ?? 'http://localhost').replace(/\/+$/, ''));
  let expired = 0;
  for (const hire of lapsed) {
    try {
      const settled = await settleHire(ctx, hire.reference);
      if (settled?.hire.status === 'expired') expired++;
    } catch (error) {
      console.error(`Hire ${hire.reference}: the sweep failed; the next run tries again:`, error);
    }
  }
  return { checked: lapsed.length, expired };
}

const registered = new WeakMap<Db, HireDeps>();

/** bookingApp registers the hire wiring of its database (its providers) for the sweep. */
export const registerHireDeps = (db: Db, deps: HireDeps): void => void registered.set(db, deps);

/** One run of the sweep with the wiring bookingApp registered for `db` (none: by the clock alone). */
export const sweepRegisteredHires = (db: Db): Promise<{ checked: number; expired: number }> => sweepHires(db, registered.get(db));
