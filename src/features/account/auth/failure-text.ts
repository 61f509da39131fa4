import { errorMessage, isNoConnection, OFFLINE_MESSAGE } from '@/api/api-error';

/**
 * The sentence for a failed account call: the server's words, or plainly that it needs a
 * connection. 'You are offline' only when the phone says so; a call that got no answer while it
 * thinks it is online met a stalled or dropped link, which the general sentence covers honestly.
 */
export function failureText(error: unknown, offline: string): string {
  if (!isNoConnection(error)) return errorMessage(error);
  return typeof navigator !== 'undefined' && navigator.onLine ? OFFLINE_MESSAGE : offline;
}

export const OFFLINE = {
  signIn: 'You are offline. Signing in needs a connection.',
  signUp: 'You are offline. Signing up needs a connection.',
  reset: 'You are offline. Resetting your password needs a connection.',
  profile: 'You are offline. Saving your profile needs a connection.',
} as const;
