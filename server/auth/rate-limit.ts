import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema-accounts';
import { authContext } from './context';

export type Limit = { max: number; windowMs: number };

const MINUTE = 60_000;
/** Sign-in failures per account: 5 in 15 minutes. */
export const ACCOUNT_LIMIT: Limit = { max: 5, windowMs: 15 * MINUTE };
/**
 * Sign-in failures per client address: 30 in 15 minutes. Failures only, because many phones
 * share one carrier address (CGNAT) and their successful sign-ins must not lock each other out.
 */
export const ADDRESS_LIMIT: Limit = { max: 30, windowMs: 15 * MINUTE };

/** Milliseconds until `key` may try again, or 0 when it is under its limit. */
export async function blockedFor(db: Db, key: string, limit: Limit): Promise<number> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row || row.count < limit.max) return 0;
  const left = row.windowStartedAt.getTime() + limit.windowMs - authContext(db).now().getTime();
  return Math.max(0, left);
}

/** Counts one failure in a fixed window that starts at the first failure. */
export async function recordFailure(db: Db, key: string, limit: Limit): Promise<void> {
  const now = authContext(db).now();
  const windowOpen = sql`${rateLimits.windowStartedAt} > ${new Date(now.getTime() - limit.windowMs).toISOString()}::timestamptz`;
  await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${windowOpen} then ${rateLimits.count} + 1 else 1 end`,
        windowStartedAt: sql`case when ${windowOpen} then ${rateLimits.windowStartedAt} else ${now.toISOString()}::timestamptz end`,
      },
    });
}

export const clearFailures = (db: Db, key: string) => db.delete(rateLimits).where(eq(rateLimits.key, key));

export const minutesLeft = (ms: number) => Math.max(1, Math.ceil(ms / MINUTE));

/**
 * Public forms per client address: 30 accepted in 10 minutes. A guard against a script filling
 * the tables, loose enough for many phones behind one carrier address.
 */
export const FORM_LIMIT: Limit = { max: 30, windowMs: 10 * MINUTE };

/** Counts one use in a fixed window: the same counter as failures, for limits on successes. */
export const recordUse = recordFailure;
