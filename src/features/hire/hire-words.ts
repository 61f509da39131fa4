import { errorMessage, isNoConnection } from '@/api/api-error';

/** Beside Pay while the phone knows it is offline. */
export const HIRE_OFFLINE_PAY = 'You are offline. Booking and paying for a hire need a connection: try again once you have signal.';

/**
 * A hire request that got no answer may have been made. Trying again is safe for the vehicles: an
 * unpaid hire lapses after an hour and frees them.
 */
export const REQUEST_UNANSWERED = 'We could not reach Freely, so we cannot tell yet whether your hire was booked. Check your connection and try again.';

/** The sentence for a failed hire request: the server's refusal, or that its fate is not known yet. */
export const requestFailureText = (error: unknown) => (isNoConnection(error) ? REQUEST_UNANSWERED : errorMessage(error));
