import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client';
import { sendFail, setRetryAfter } from '../http/respond';
import { clientAddress } from './client-address';
import { limitKey, releaseAttempt, takeAttempt, type Limit } from './rate-limit';

/**
 * Throttles a group of calls per client address: each call takes an attempt from the `kind`
 * counter before anything else happens, atomically (rate-limit.ts), so a burst of any size gets
 * at most `limit.max` through per window; the rest answer 429 with Retry-After and `refusal`.
 * With `acceptedOnly`, a call the route refuses (any answer but 2xx) hands its attempt back, so
 * the limit counts what was accepted.
 */
export const addressLimit = (db: Db, kind: string, limit: Limit, refusal: (retryAfterMs: number) => string, options: { acceptedOnly?: boolean } = {}) =>
  createMiddleware(async (c, next) => {
    const key = limitKey(kind, clientAddress(c, db));
    const taken = await takeAttempt(db, key, limit);
    if (!taken.ok) {
      setRetryAfter(c, taken.retryAfterMs);
      return sendFail(c, 429, refusal(taken.retryAfterMs));
    }
    try {
      await next();
    } finally {
      if (options.acceptedOnly && !c.res.ok) await releaseAttempt(db, key);
    }
  });
