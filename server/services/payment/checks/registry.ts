import type { Db } from '../../../db/client';
import { runDueChecks, type CheckDeps, type CheckResult } from './run';

const registered = new WeakMap<Db, CheckDeps>();

/** createApp registers the payment service's check wiring for its database (server/main.ts runs the checks with it). */
export const registerPaymentChecks = (db: Db, deps: CheckDeps): void => void registered.set(db, deps);

/** The wiring registered for `db`, if any (the sandbox's time travel runs checks with it). */
export const paymentChecksOf = (db: Db): CheckDeps | undefined => registered.get(db);

/** One run of the background payment check with the registered wiring (none: nothing to check). */
export async function runRegisteredChecks(db: Db, now = new Date()): Promise<CheckResult[]> {
  const deps = registered.get(db);
  return deps ? runDueChecks(db, deps, now) : [];
}
