import type { ConfirmedTicket } from '@contract/tickets';
import { CONFIRM_OUTCOME } from '@contract/payment';
import { ApiError } from '@/api/api-error';
import { confirmOutcomeByCode } from '@/entities/payment/confirm-outcome-by-code';
import { PAYMENT_MESSAGES } from './messages';

/** What a result page shows after asking the server to confirm a payment. */
export type ConfirmOutcome =
  | { kind: 'confirmed'; ticket: ConfirmedTicket }
  | { kind: 'cancelled' }
  | { kind: 'pending'; message: string }
  | { kind: 'failed'; message?: string }
  /** The payment bought nothing (the booking was already paid, closed, or lost its seats) and goes back; the server says why and where the money is. */
  | { kind: 'refund'; message: string }
  /** The provider's payment was not completed, but the booking still holds its seats: back to 'Select payment method', with the server's sentence. */
  | { kind: 'held'; message: string }
  | { kind: 'offline' };

/**
 * Maps a failed confirm call to its view by the code the server answers (CONFIRM_OUTCOME), never
 * by its sentence: a code of ours names the view; a bare refusal keeps the server's sentence; a
 * server fault, or no answer we can read, is spec 2 §8's 'An error occured while processing your request.'.
 */
export function outcomeOfError(error: unknown, options: { failureMessage?: string } = {}): ConfirmOutcome {
  if (!(error instanceof ApiError)) return { kind: 'failed', message: PAYMENT_MESSAGES.confirmFailure };
  if (error.offline) return { kind: 'offline' };
  const common = confirmOutcomeByCode(error);
  if (common) return common;
  if (error.code === CONFIRM_OUTCOME.stillHeld.code) return { kind: 'held', message: error.message };
  // Spec 2 §8: OPay's confirm failure has its own sentence (providers.ts).
  if (options.failureMessage) return { kind: 'failed', message: options.failureMessage };
  // 'Failed Booking' is the heading itself: nothing more to say under it.
  if (error.code === CONFIRM_OUTCOME.failed.code) return { kind: 'failed' };
  if (error.status >= 500 || error.status === 0) return { kind: 'failed', message: PAYMENT_MESSAGES.confirmFailure };
  return { kind: 'failed', message: error.message };
}
