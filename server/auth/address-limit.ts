import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client';
import { sendFail, setRetryAfter } from '../http/respond';
import { authContext } from './context';
import { clientAddress } from './client-address';
import { limitKey, takeAttempt, type Limit } from './rate-limit';

/**
 * Throttles a group of calls per client address: each call takes an attempt from the `kind`
 * counter before anything else happens, atomically (rate-limit.ts), so a burst of any size gets
 * at most `limit.max` through per window; the rest answer 429 with Retry-After and `refusal`.
 */
export const addressLimit = (db: Db, kind: string, limit: Limit, refusal: (retryAfterMs: number) => string) =>
  createMiddleware(async (c, next) => {
    const taken = await takeAttempt(db, limitKey(kind, clientAddress(c, authContext(db).settings.trustProxy)), limit);
    if (!taken.ok) {
      setRetryAfter(c, taken.retryAfterMs);
      return sendFail(c, 429, refusal(taken.retryAfterMs));
    }
    await next();
  });
