import { HIRE_MESSAGES, type HireSummary } from '@contract/hire';
import { CONFIRM_OUTCOME } from '@contract/payment';
import { ApiError, isNoConnection } from '@/api/api-error';

/** Spec 2 §8's headings of the result pages, verbatim. */
export const HIRE_RESULT = {
  failedHeading: 'Failed Payment',
  cancelledHeading: 'Your Booking was Cancelled!!!',
  expiredHeading: 'Hire Expired',
  pendingHeading: 'Transaction Pending',
  refundHeading: 'About your payment',
  /** The paid hire's heading, as 'Your Ticket (reference)' is the seat's. */
  paidHeading: (reference: string) => `Your Hire (${reference})`,
} as const;

/** What /call-back-hire and /bankTransferPayment show for a hire. */
export type HireOutcome =
  | { kind: 'paid'; hire: HireSummary }
  | { kind: 'awaiting'; hire: HireSummary }
  | { kind: 'expired'; hire?: HireSummary }
  | { kind: 'cancelled' }
  /** The card provider has not settled it yet: 'Check again'. */
  | { kind: 'pending'; message: string }
  | { kind: 'failed'; message: string }
  /** Money that bought nothing (paid twice, or after the hire lapsed) goes back: the server says why and where it is. */
  | { kind: 'refund'; message: string }
  | { kind: 'offline' };

/** A hire as hireStatus or the card confirm answered it. */
export function outcomeOfHire(hire: HireSummary): HireOutcome {
  switch (hire.status) {
    case 'paid':
      return { kind: 'paid', hire };
    case 'awaiting-payment':
      return { kind: 'awaiting', hire };
    case 'expired':
      return { kind: 'expired', hire };
    case 'cancelled':
      return { kind: 'cancelled' };
  }
}

/**
 * The card confirm's refusal by its code (contract/payment.ts CONFIRM_OUTCOME): cancelled, not
 * settled yet, or failed with the server's words; no answer is offline, and anything without a
 * sentence is spec 2 §8's 'An error occured while processing your request.'.
 */
export function outcomeOfError(error: unknown): HireOutcome {
  if (isNoConnection(error)) return { kind: 'offline' };
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) return { kind: 'failed', message: HIRE_MESSAGES.confirmFailed };
  if (error.code === CONFIRM_OUTCOME.cancelled.code) return { kind: 'cancelled' };
  if (error.code === CONFIRM_OUTCOME.pending.code) return { kind: 'pending', message: error.message };
  if (error.code === CONFIRM_OUTCOME.refund.code) return { kind: 'refund', message: error.message };
  if (error.message === HIRE_MESSAGES.expired) return { kind: 'expired' };
  return { kind: 'failed', message: error.message === CONFIRM_OUTCOME.failed.message ? HIRE_MESSAGES.confirmFailed : error.message };
}

/** While the transfer is awaited: ask every 5 s for the first 10 minutes (the transfer is usually made at once), then every 20 s. */
export const STATUS_POLL_FAST_MS = 5_000;
export const STATUS_POLL_SLOW_MS = 20_000;
const FAST_FOR_MS = 10 * 60_000;

/**
 * How soon /bankTransferPayment asks again: only while the hire awaits its transfer, and until it
 * lapses (once past expiresAt, one more answer says 'expired'; the server expires it then).
 */
export function statusPollInterval(hire: Pick<HireSummary, 'status' | 'expiresAt'> | undefined, openedAt: number, now: number): number | false {
  if (hire?.status !== 'awaiting-payment') return false;
  const left = Date.parse(hire.expiresAt) - now;
  if (left < -STATUS_POLL_SLOW_MS) return false;
  return now - openedAt < FAST_FOR_MS ? STATUS_POLL_FAST_MS : STATUS_POLL_SLOW_MS;
}
