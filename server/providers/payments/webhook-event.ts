import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { LIMITS, rawText, text } from '../../../contract/validation';

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
 * What a provider posts to /api/Webhook/<provider>. Only the event id (idempotency key), our
 * reference and which of the provider's transactions it is about (providerReference) are used,
 * and only after the signature: the outcome and the amount are always asked of the provider.
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
