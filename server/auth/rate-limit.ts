import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema-accounts';
import { authContext } from './context';
import type { Limit } from './limits';

/*
 * Attempt counters that hold under concurrency. An attempt is TAKEN (one atomic upsert that only
 * succeeds while the key has allowance left) before the secret is checked, so a burst of a
 * thousand guesses in flight at once checks at most `max` of them, on PGlite and on PostgreSQL
 * alike: PostgreSQL's INSERT … ON CONFLICT DO UPDATE locks the row and re-evaluates the WHERE on
 * its newest version, so two takers can never both see the last free attempt.
 *
 * With `backoff`, a spent allowance blocks the key for backoff.firstMs, and every later block
 * (one attempt allowed between blocks) doubles it up to backoff.maxMs. A day without a block
 * forgets the strikes. A success calls clearAttempts (the key starts afresh) or releaseAttempt
 * (hands the attempt back: for counters shared by many accounts, where only failures count).
 */

/** A limit's shape (limits.ts, beside the numbers): re-exported for the counters' callers. */
export type { Limit } from './limits';

export type Taken = { ok: true } | { ok: false; retryAfterMs: number };

/**
 * The counter's key: a kind and a hash of what it counts (an address, an account, a phone), so
 * the table holds no contact details and no input can make a key too long for its index.
 */
export const limitKey = (kind: string, ...parts: (string | number)[]) =>
  `${kind}:${createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 32)}`;

const MINUTE = 60_000;
/** Strikes are forgotten after a day with no block. */
const STRIKES_MEMORY_MS = 24 * 60 * MINUTE;

const iso = (d: Date) => d.toISOString();

/** The allowance of a row: `max` while it has no recent strike, then one attempt per block. */
const allowance = (limit: Limit, now: Date) =>
  limit.backoff
    ? sql`(case when ${rateLimits.strikes} > 0 and ${rateLimits.blockedUntil} > ${iso(new Date(now.getTime() - STRIKES_MEMORY_MS))}::timestamptz then 1 else ${limit.max} end)`
    : sql`${limit.max}`;

/** Takes one attempt from `key`, atomically; refused while blocked or when the window's allowance is spent. */
export async function takeAttempt(db: Db, key: string, limit: Limit): Promise<Taken> {
  const now = authContext(db).now();
  const windowOver = sql`${rateLimits.windowStartedAt} <= ${iso(new Date(now.getTime() - limit.windowMs))}::timestamptz`;
  const strikesForgotten = sql`${rateLimits.blockedUntil} <= ${iso(new Date(now.getTime() - STRIKES_MEMORY_MS))}::timestamptz`;
  const [taken] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${windowOver} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${windowOver} then ${iso(now)}::timestamptz else ${rateLimits.windowStartedAt} end`,
        strikes: sql`case when ${strikesForgotten} then 0 else ${rateLimits.strikes} end`,
      },
      setWhere: sql`(${rateLimits.blockedUntil} is null or ${rateLimits.blockedUntil} <= ${iso(now)}::timestamptz)
        and (${windowOver} or ${rateLimits.count} < ${allowance(limit, now)})`,
    })
    .returning({ count: rateLimits.count });
  if (taken) return { ok: true };
  return { ok: false, retryAfterMs: await waitFor(db, key, limit, now) };
}

/** How long `key` must wait, read after a refused take (at least a second, never 0). */
async function waitFor(db: Db, key: string, limit: Limit, now: Date): Promise<number> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row) return 1000;
  const blocked = row.blockedUntil ? row.blockedUntil.getTime() - now.getTime() : 0;
  if (blocked > 0) return Math.max(1000, blocked);
  const window = row.windowStartedAt.getTime() + limit.windowMs - now.getTime();
  // Spent, but the failure that blocks it is still being checked: the block it is about to get.
  const nextBlock = limit.backoff ? Math.min(limit.backoff.maxMs, limit.backoff.firstMs * 2 ** row.strikes) : window;
  return Math.max(1000, Math.min(window, nextBlock));
}

/**
 * After a wrong secret: when the allowance is spent, blocks the key with back-off. Only for
 * limits with `backoff`; plain limits simply refuse until their window ends.
 */
export async function recordFailure(db: Db, key: string, limit: Limit): Promise<void> {
  if (!limit.backoff) return;
  const now = authContext(db).now();
  const { firstMs, maxMs } = limit.backoff;
  const blockMs = sql`least(${maxMs}::float8, ${firstMs}::float8 * power(2, ${rateLimits.strikes}))`;
  const until = sql`${iso(now)}::timestamptz + make_interval(secs => ${blockMs} / 1000.0)`;
  await db
    .update(rateLimits)
    .set({ blockedUntil: until, strikes: sql`${rateLimits.strikes} + 1`, count: 0, windowStartedAt: until })
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.count} >= ${allowance(limit, now)}
      and (${rateLimits.blockedUntil} is null or ${rateLimits.blockedUntil} <= ${iso(now)}::timestamptz)`);
}

/** After a success: the key starts afresh (its strikes too). */
export const clearAttempts = (db: Db, key: string) => db.delete(rateLimits).where(eq(rateLimits.key, key));

/** Hands one taken attempt back (a success on a counter that only failures should fill). */
export const releaseAttempt = (db: Db, key: string) =>
  db.update(rateLimits).set({ count: sql`greatest(${rateLimits.count} - 1, 0)` }).where(eq(rateLimits.key, key));

export const minutesLeft = (ms: number) => Math.max(1, Math.ceil(ms / MINUTE));
export const secondsLeft = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
