import { Hono } from 'hono';
import { normaliseUserName } from '../../../contract/onboarding';
import { outboxQuery } from '../../../contract/dev';
import type { Db } from '../../db/client';
import { validate } from '../../http/validate';
import { readOutbox } from '../../providers/messaging/outbox';

/**
 * Developer tools mounted at /api/dev only when sandboxes are on (never in production unless
 * SANDBOX=1). GET /outbox?to=<phone or e-mail> lists the messages the sandbox "sent", newest
 * first, as a JSON array. A phone may be given as 080…, 234… or +234… ('+' arrives as a space
 * when not URL-encoded; trimming takes care of it).
 */
export function devApp(db: Db) {
  return new Hono().get('/outbox', validate('query', outboxQuery), async (c) =>
    c.json(await readOutbox(db, normaliseUserName(c.req.valid('query').to))),
  );
}
