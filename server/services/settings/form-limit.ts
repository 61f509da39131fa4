import { createMiddleware } from 'hono/factory';
import type { Db } from '../../db/client';
import { authContext } from '../../auth/context';
import { clientAddress } from '../../auth/client-address';
import { FORM_LIMIT } from '../../auth/limits';
import { limitKey, minutesLeft, releaseAttempt, secondsLeft, takeAttempt } from '../../auth/rate-limit';
import { sendFail } from '../../http/respond';

/**
 * Limits how many forms one address may have accepted (FORM_LIMIT). The use is taken before the
 * form is handled, so a burst cannot slip past the count; a refused or invalid post hands it
 * back. A 429 is retried later by the service worker's outbox, never dropped.
 */
export const formRateLimit = (db: Db) =>
  createMiddleware(async (c, next) => {
    const key = limitKey('forms', clientAddress(c, authContext(db).settings.trustProxy));
    const taken = await takeAttempt(db, key, FORM_LIMIT);
    if (!taken.ok) {
      c.header('Retry-After', String(secondsLeft(taken.retryAfterMs)));
      return sendFail(c, 429, `Too many forms were sent from this connection. Please try again in ${minutesLeft(taken.retryAfterMs)} minutes.`);
    }
    try {
      await next();
    } finally {
      if (!c.res.ok) await releaseAttempt(db, key);
    }
  });
