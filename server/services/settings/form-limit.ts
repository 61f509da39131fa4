import { createMiddleware } from 'hono/factory';
import type { Db } from '../../db/client';
import { authContext } from '../../auth/context';
import { clientAddress } from '../../auth/client-address';
import { blockedFor, FORM_LIMIT, minutesLeft, recordUse } from '../../auth/rate-limit';
import { sendFail } from '../../http/respond';

/**
 * Limits how many forms one address may have accepted (FORM_LIMIT). Refused and invalid posts do
 * not count. A 429 is retried later by the service worker's outbox, never dropped.
 */
export const formRateLimit = (db: Db) =>
  createMiddleware(async (c, next) => {
    const key = `forms:${clientAddress(c, authContext(db).settings.trustProxy)}`;
    const wait = await blockedFor(db, key, FORM_LIMIT);
    if (wait > 0) {
      c.header('Retry-After', String(Math.ceil(wait / 1000)));
      return sendFail(c, 429, `Too many forms were sent from this connection. Please try again in ${minutesLeft(wait)} minutes.`);
    }
    await next();
    if (c.res.ok) await recordUse(db, key, FORM_LIMIT);
  });
