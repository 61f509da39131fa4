import { errorMessage, isNoConnection, OFFLINE_MESSAGE } from '@/api/api-error';

/** What each action says when the phone is offline: that it needs the network, plainly. */
export const OFFLINE = {
  upgrade: 'You are offline. Sending your upgrade request needs a connection; what you typed is kept on this phone.',
  verify: 'You are offline. Checking the code needs a connection.',
  search: 'You are offline. Searching for your account needs a connection.',
  delete: 'You are offline. Deleting your account needs a connection.',
} as const;

/**
 * The server's sentence for a refusal. For no answer: 'You are offline…' only when the phone says
 * so; a call that got none while the phone thinks it is online met a stalled link, which the
 * general sentence covers honestly.
 */
export function failureText(error: unknown, offline: string): string {
  if (!isNoConnection(error)) return errorMessage(error);
  return typeof navigator !== 'undefined' && navigator.onLine ? OFFLINE_MESSAGE : offline;
}
