/**
 * The form outbox: submissions the service worker holds until the network is back (issue 6).
 * The page and the service worker talk with these messages over postMessage.
 */

/** The forms whose POSTs the service worker keeps while offline, and how the outbox names them. */
export const QUEUED_FORM_KINDS = {
  feedback: 'Feedback',
  suggestion: 'Route suggestion',
} as const;
export type QueuedFormKind = keyof typeof QUEUED_FORM_KINDS;

/**
 * What a form says when the service worker kept it. The worker cannot tell a request that never
 * left from one whose answer was lost (a line cut mid-answer, a stalled link), so it claims
 * neither; the server stores each idempotency key once, so sending again never doubles it.
 */
export const QUEUED_MESSAGE =
  'We could not confirm that your message reached Freely. It is saved on this phone and will be sent again when you are back online; it will not arrive twice.';

/** A queued form as the outbox lists it (it never crosses the network, so no schema). */
export type OutboxItem = {
  /** The submission's idempotency key. */
  id: string;
  kind: QueuedFormKind;
  /** A line the traveller recognises, e.g. the first words of the message. */
  summary: string;
  /** ms since epoch, when it was first queued. */
  queuedAt: number;
};

/** Page → service worker. */
export type OutboxCommand =
  | { type: 'OUTBOX_LIST' }
  | { type: 'OUTBOX_RETRY' }
  | { type: 'OUTBOX_DISCARD'; id: string };

/** Service worker → pages: the queue now holds these items (sent after every change). */
export type OutboxUpdate = { type: 'OUTBOX_ITEMS'; items: OutboxItem[] }
  /** A queued item reached the server (delivered) or was refused by it (rejected, with its message). */
  | { type: 'OUTBOX_SETTLED'; id: string; kind: QueuedFormKind; outcome: 'delivered' | 'rejected'; message: string };

export const isOutboxUpdate = (data: unknown): data is OutboxUpdate =>
  typeof data === 'object' && data !== null && ((data as { type?: unknown }).type === 'OUTBOX_ITEMS' || (data as { type?: unknown }).type === 'OUTBOX_SETTLED');

/** The line the outbox shows for a queued body: the first words of a message, or the route. */
export function outboxSummary(kind: QueuedFormKind, body: unknown): string {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof b[key] === 'string' ? (b[key] as string).trim() : '');
  const line = kind === 'feedback' ? text('Body') : `${text('DepartureLocation')}, ${text('DepartureState')} to ${text('ArrivalLocation')}, ${text('ArrivalState')}`;
  return line.length > 80 ? `${line.slice(0, 77)}...` : line;
}
