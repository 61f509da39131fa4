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

/**
 * Feedback and suggestions that got no answer and no service worker kept them. No answer may
 * still mean the server has it (the answer was lost), so the message claims neither; sent again
 * under the same key (submissionKey), the server stores it once.
 */
export const keptOfflineMessage = (button: string) =>
  `We could not reach Freely, so we cannot tell whether your message arrived. It is kept here; press ${button} again when you are back online. It will not arrive twice.`;

/** The partner enquiry is never queued; the same honesty applies. */
export const PARTNER_OFFLINE_MESSAGE =
  'We could not reach Freely, so we cannot tell whether your enquiry arrived. Everything you typed is kept here; press Submit again when you are back online. It will not arrive twice.';

/** The sentence for a failed submission: the offline line, else the server's shortDescription. */
export const failureMessage = (error: unknown, offlineMessage: string) =>
  error instanceof ApiError ? (error.offline ? offlineMessage : error.message) : MESSAGES.genericFailure;

/** Every listed field holds more than blanks (the spec's "disabled until filled" gates). */
export const allFilled = <T extends Record<string, unknown>>(values: T, keys: readonly (keyof T)[]) =>
  keys.every((key) => String(values[key] ?? '').trim() !== '');
