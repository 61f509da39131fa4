import { ApiError } from '@/api/api-error';
import { ServiceTokenError } from '@/entities/service-token/token-cache';

/**
 * Spec 1 §4 'Wallet set-up', spec 2 §8: a wallet read that answers 400 or 401, or 'Wallet {email}
 * does not exist', means the customer has no wallet yet. Not when the token itself could not be had
 * (no connection, the sign-in ended) nor when no answer came.
 */
export function isWalletAbsent(error: unknown): boolean {
  if (!(error instanceof ApiError) || error instanceof ServiceTokenError || error.offline) return false;
  return error.status === 400 || error.status === 401 || /^Wallet .+ does not exist$/.test(error.message);
}
