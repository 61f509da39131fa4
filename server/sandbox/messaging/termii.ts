import { Hono } from 'hono';
import * as v from 'valibot';
import type { Db } from '../../db/client';
import { TERMII_SEND_PATH, termiiSendSchema, type TermiiSent } from '../../providers/messaging/termii-wire';
import { keepInOutbox } from './outbox';

/**
 * Termii's "Send message" played by the sandbox, in its request and answer shapes
 * (server/providers/messaging/termii-wire.ts): a message with the right key lands in the outbox
 * under its '+234…' number; a wrong key is a 401 and a body Termii would refuse a 400, each with
 * Termii's `{ message }`.
 */
export function termiiStandIn(db: Db, options: { apiKey: string; now: () => Date }): Hono {
  const app = new Hono();
  let sent = 0;
  app.post(TERMII_SEND_PATH, async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const parsed = v.safeParse(termiiSendSchema, body);
    if (!parsed.success) return c.json({ message: parsed.issues[0].message }, 400);
    if (parsed.output.api_key !== options.apiKey) return c.json({ message: 'Invalid API key' }, 401);
    await keepInOutbox(db, { channel: 'sms', to: `+${parsed.output.to}`, body: parsed.output.sms }, options.now());
    const answer: TermiiSent = { message_id: `${Date.now()}${++sent}`, message: 'Successfully Sent', balance: 1000, user: 'Freely Sandbox' };
    return c.json(answer);
  });
  return app;
}
