import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA512 of the exact raw body: how Paystack (with its secret key) and Monnify (with the client secret) sign webhooks. */
export const hmacSha512Hex = (secret: string, rawBody: string) => createHmac('sha512', secret).update(rawBody).digest('hex');

/** Whether `signature` is that HMAC, compared in constant time. */
export function hmacSha512Matches(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  return timingSafeEqual(createHmac('sha512', secret).update(rawBody).digest(), Buffer.from(signature, 'hex'));
}
