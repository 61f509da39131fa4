import type { Ticket } from '@contract/booking';
import { CONFIRM_OUTCOME } from '@contract/payment';
import { ApiError } from '@/api/api-error';
import { PAYMENT_MESSAGES } from './messages';

/** What a result page shows after asking the server to confirm a payment. */
export type ConfirmOutcome =
  | { kind: 'confirmed'; ticket: Ticket }
  | { kind: 'cancelled' }
  | { kind: 'pending'; message: string }
  | { kind: 'failed'; message?: string }
  /** The payment bought nothing (the booking was already paid, closed, or lost its seats) and goes back; the server says why and where the money is. */
  | { kind: 'refund'; message: string }
  | { kind: 'offline' };

/** Maps a failed confirm call to its view by the code the server answers (CONFIRM_OUTCOME). */
export function outcomeOfError(error: unknown, options: { failureMessage?: string } = {}): ConfirmOutcome {
  if (error instanceof ApiError && error.offline) return { kind: 'offline' };
  if (error instanceof ApiError && error.code === CONFIRM_OUTCOME.cancelled.code) return { kind: 'cancelled' };
  if (error instanceof ApiError && error.code === CONFIRM_OUTCOME.pending.code) return { kind: 'pending', message: error.message };
  if (error instanceof ApiError && error.code === CONFIRM_OUTCOME.refund.code) return { kind: 'refund', message: error.message };
  // Spec 2 §8: OPay's confirm failure has its own sentence (providers.ts).
  if (options.failureMessage) return { kind: 'failed', message: options.failureMessage };
  if (error instanceof ApiError && error.code === CONFIRM_OUTCOME.failed.code) return { kind: 'failed' };
  if (error instanceof ApiError && error.status > 0 && error.message !== PAYMENT_MESSAGES.failedHeading) return { kind: 'failed', message: error.message };
  return { kind: 'failed', message: PAYMENT_MESSAGES.confirmFailure };
}
