import { HIRE_CODES, HIRE_MESSAGES, type HireSummary } from '@contract/hire';
import { CONFIRM_OUTCOME } from '@contract/payment';
import { ApiError, isNoConnection } from '@/api/api-error';
import { confirmOutcomeByCode } from '@/entities/payment/confirm-outcome-by-code';

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
 * The card confirm's refusal by its code (contract/payment.ts CONFIRM_OUTCOME, contract/hire.ts
 * HIRE_CODES): cancelled, not settled yet, expired, refunded, or failed with the server's words
 * (spec 2 §8's 'An error occured while processing your request.' for its bare 'Failed Booking');
 * no answer is offline, and anything else without a sentence of ours is spec 2 §8's too.
 */
export function outcomeOfError(error: unknown): HireOutcome {
  if (isNoConnection(error)) return { kind: 'offline' };
  if (!(error instanceof ApiError) || error.status >= 500 || error.status === 0) return { kind: 'failed', message: HIRE_MESSAGES.confirmFailed };
  const common = confirmOutcomeByCode(error);
  if (common) return common;
  switch (error.code) {
    case HIRE_CODES.expired:
      return { kind: 'expired' };
    case CONFIRM_OUTCOME.failed.code:
      return { kind: 'failed', message: HIRE_MESSAGES.confirmFailed };
    default:
      return { kind: 'failed', message: error.message };
  }
}
