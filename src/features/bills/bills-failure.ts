import { errorMessage, isNoConnection, OFFLINE_MESSAGE } from '@/api/api-error';

/** Said when the phone knows it is offline: every bill step asks the server. */
export const BILLS_OFFLINE = 'You are offline. Paying bills needs a connection: try again once you have signal.';

/**
 * Said when a purchase got no answer: it may have gone through. The reference pays once however
 * often it is sent (contract/calls/bills.ts), so trying again is safe.
 */
export const PURCHASE_UNANSWERED = 'We could not reach Freely, so we cannot tell yet whether this payment went through. Try again: the same payment is never charged twice.';

/** The sentence for a failed bills call: the server's words, or plainly that it needs a connection. */
export function billsFailureText(error: unknown): string {
  if (!isNoConnection(error)) return errorMessage(error);
  return typeof navigator !== 'undefined' && !navigator.onLine ? BILLS_OFFLINE : OFFLINE_MESSAGE;
}

/** A purchase's failure: the server's refusal (wrong PIN, low balance…), or that its fate is not known yet. */
export const purchaseFailureText = (error: unknown): string => (isNoConnection(error) ? PURCHASE_UNANSWERED : errorMessage(error));
