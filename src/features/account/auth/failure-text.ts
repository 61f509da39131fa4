import { ApiError, errorMessage } from '@/api/api-error';

/** The sentence for a failed account call: the server's words, or plainly that it needs a connection. */
export function failureText(error: unknown, offline: string): string {
  if (error instanceof ApiError && error.offline) return offline;
  return errorMessage(error);
}

export const OFFLINE = {
  signIn: 'You are offline. Signing in needs a connection.',
  signUp: 'You are offline. Signing up needs a connection.',
  reset: 'You are offline. Resetting your password needs a connection.',
  profile: 'You are offline. Saving your profile needs a connection.',
} as const;
