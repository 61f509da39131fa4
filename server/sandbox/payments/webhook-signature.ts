import { createHmac, timingSafeEqual } from 'node:crypto';
import { readWebhookEvent, type IncomingWebhook, type WebhookReading } from '../../providers/payments/webhook-event';

/** The header carrying the hex HMAC-SHA256 of the raw body. */
export const SIGNATURE_HEADER = 'x-sandbox-signature';

export const signBody = (secret: string, rawBody: string): string => createHmac('sha256', secret).update(rawBody).digest('hex');

/** Constant-time check of a webhook's signature against the provider's secret. */
export function hasValidSignature(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signBody(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** Every sandbox provider signs the same way and posts the event in the payment service's own shape. */
export function verifySandboxWebhook(webhook: IncomingWebhook, secret: string): WebhookReading {
  if (!hasValidSignature(secret, webhook.rawBody, webhook.header(SIGNATURE_HEADER))) return { refused: 'signature' };
  return readWebhookEvent(webhook.rawBody);
}
