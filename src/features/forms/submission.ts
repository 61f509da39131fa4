import * as v from 'valibot';
import { MESSAGES } from '@contract/messages';
import { ApiError } from '@/api/api-error';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/** The key a draft was last sent with, and the body it was sent for. */
export const sentSchema = v.nullable(v.object({ key: v.string(), body: v.string() }));
export type Sent = v.InferOutput<typeof sentSchema>;

/**
 * The idempotency key for sending `body`: the previous attempt's key when the same body is sent
 * again (the first try may have reached the server before the line dropped), a new one when the
 * traveller changed something since.
 */
export function submissionKey(previous: Sent, body: unknown): NonNullable<Sent> {
  const json = JSON.stringify(body);
  return previous?.body === json ? previous : { key: newIdempotencyKey(), body: json };
}

/** Feedback and suggestions: what to say when the request never left the phone (no service worker to queue it). */
export const keptOfflineMessage = (button: string) =>
  `You are offline. Your message is kept here; press ${button} again when you are back online.`;

/** The partner enquiry is never queued. */
export const PARTNER_OFFLINE_MESSAGE =
  'Sending your enquiry needs a connection. You are offline; everything you typed is kept here. Press Submit again when you are back online.';

/** The sentence for a failed submission: the offline line, else the server's shortDescription. */
export const failureMessage = (error: unknown, offlineMessage: string) =>
  error instanceof ApiError ? (error.offline ? offlineMessage : error.message) : MESSAGES.genericFailure;

/** Every listed field holds more than blanks (the spec's "disabled until filled" gates). */
export const allFilled = <T extends Record<string, unknown>>(values: T, keys: readonly (keyof T)[]) =>
  keys.every((key) => String(values[key] ?? '').trim() !== '');
