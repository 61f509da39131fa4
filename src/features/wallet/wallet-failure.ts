import { errorMessage, isNoConnection, OFFLINE_MESSAGE } from '@/api/api-error';

/** Said when the phone knows it is offline: every wallet step asks the server. */
export const WALLET_OFFLINE = 'You are offline. Your wallet needs a connection: try again once you have signal.';

/** The sentence for a failed wallet call: the server's words, or plainly that it needs a connection. */
export function walletFailureText(error: unknown): string {
  if (!isNoConnection(error)) return errorMessage(error);
  return typeof navigator !== 'undefined' && !navigator.onLine ? WALLET_OFFLINE : OFFLINE_MESSAGE;
}
