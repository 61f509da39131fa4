import { CONFIRM_OUTCOME } from '@contract/payment';
import type { ApiError } from '@/api/api-error';

/** The confirm call's answers every result page (a seat's, a hire's) reads the same way. */
export type CommonConfirmOutcome =
  | { kind: 'cancelled' }
  /** Not settled yet: the server's sentence. */
  | { kind: 'pending'; message: string }
  /** The payment bought nothing and goes back: the server's sentence says why and where the money is. */
  | { kind: 'refund'; message: string };

/** A refused confirm by its code (CONFIRM_OUTCOME), never its sentence; undefined for a code each page reads its own way. */
export function confirmOutcomeByCode(error: ApiError): CommonConfirmOutcome | undefined {
  switch (error.code) {
    case CONFIRM_OUTCOME.cancelled.code:
      return { kind: 'cancelled' };
    case CONFIRM_OUTCOME.pending.code:
      return { kind: 'pending', message: error.message };
    case CONFIRM_OUTCOME.refund.code:
      return { kind: 'refund', message: error.message };
    default:
      return undefined;
  }
}
