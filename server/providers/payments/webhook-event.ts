import * as v from 'valibot';
import { LIMITS, rawText, text } from '../../../contract/validation';

/**
 * A provider's webhook event in the one shape the payment service reads (webhook.ts). Only the
 * event id (idempotency key), our reference and which of the provider's transactions it is about
 * (providerReference) are used, and only after the signature: the outcome and the amount are
 * always asked of the provider. An adapter whose provider words its events otherwise maps them to this.
 */
export const webhookEventSchema = v.object({
  id: v.pipe(rawText(200, 'id'), v.minLength(1)),
  event: rawText(100, 'event'),
  data: v.object({
    reference: v.pipe(text(LIMITS.reference, 'reference'), v.minLength(1)),
    providerReference: v.optional(rawText(200, 'providerReference')),
    amount: v.optional(v.pipe(v.number(), v.finite())),
    status: v.optional(rawText(40, 'status')),
  }),
});
export type WebhookEvent = v.InferOutput<typeof webhookEventSchema>;

/** A webhook as it arrived: its headers and the exact bytes the provider signed. */
export type IncomingWebhook = { header: (name: string) => string | undefined; rawBody: string };

/** What an adapter makes of a webhook: the event, or why it is refused (webhook.ts words each). */
export type WebhookReading = { event: WebhookEvent } | { refused: 'signature' | 'not-json' | 'not-an-event' };

/** Reads a body already proved to come from the provider, for providers that post webhookEventSchema's shape. */
export function readWebhookEvent(rawBody: string): WebhookReading {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { refused: 'not-json' };
  }
  const parsed = v.safeParse(webhookEventSchema, json);
  return parsed.success ? { event: parsed.output } : { refused: 'not-an-event' };
}
