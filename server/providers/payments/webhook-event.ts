import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';

/** The header carrying the hex HMAC-SHA256 of the raw body. */
export const SIGNATURE_HEADER = 'x-sandbox-signature';

export const signBody = (secret: string, rawBody: string): string => createHmac('sha256', secret).update(rawBody).digest('hex');

/** Constant-time check of a webhook's signature against the provider's secret. */
export function hasValidSignature(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signBody(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/**
 * What a provider posts to /api/Webhook/<provider>. Only the event id (idempotency key) and our
 * reference are trusted, and only after the signature: the outcome is always asked of the provider.
 */
export const webhookEventSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  event: v.string(),
  data: v.object({
    reference: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)),
    providerReference: v.optional(v.string()),
    amount: v.optional(v.number()),
    status: v.optional(v.string()),
  }),
});
export type WebhookEvent = v.InferOutput<typeof webhookEventSchema>;
