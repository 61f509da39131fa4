import * as v from 'valibot';

/** The sandbox message outbox, GET /api/dev/outbox?to=<phone or e-mail>: a JSON array, newest first. */
export const outboxMessageSchema = v.object({
  id: v.number(),
  channel: v.picklist(['sms', 'email']),
  to: v.string(),
  subject: v.string(),
  body: v.string(),
  createdAt: v.string(),
});
export type OutboxMessage = v.InferOutput<typeof outboxMessageSchema>;
export const outboxQuery = v.object({ to: v.pipe(v.string(), v.trim(), v.minLength(1, 'to is required.'), v.maxLength(254)) });

/** The 6-digit code in a message body. */
export const otpInMessage = (body: string) => /\b(\d{6})\b/.exec(body)?.[1];
