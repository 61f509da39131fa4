import type { Ticket } from '@contract/booking';
import { CONFIRM_OUTCOME } from '@contract/payment';
import { WOVEN_EXPIRED } from '@contract/woven';
import { ApiError, errorMessage, isNoConnection } from '@/api/api-error';

/** What /woven-pay shows, from its two answers: the account, and whether the transfer arrived. */
export type WovenView =
  | { kind: 'loading' }
  /** No account could be read and none was read before. */
  | { kind: 'no-connection' }
  | { kind: 'awaiting' }
  | { kind: 'confirmed'; ticket: Ticket }
  /** The transfer bought nothing (wrong amount, too late, a second payment) and goes back: the server's sentence. */
  | { kind: 'refund'; message: string }
  /** The 30 minutes passed with no transfer: the account is closed, the seats free. */
  | { kind: 'expired'; message: string }
  /** No account for this booking (already paid another way, expired, unknown): the server's sentence. */
  | { kind: 'refused'; message: string };

type Answer<T> = { data: T | undefined; error: unknown };

/**
 * The status answer decides first (a ticket, a refund, the expiry), since it is the provider's
 * word on the money; then the account (shown, awaited, or why there is none).
 */
export function wovenView(account: Answer<{ closed: boolean }>, status: Answer<Ticket>): WovenView {
  if (status.data) return { kind: 'confirmed', ticket: status.data };
  const said = status.error instanceof ApiError && !status.error.offline ? status.error : undefined;
  if (said?.code === CONFIRM_OUTCOME.refund.code) return { kind: 'refund', message: said.message };
  if (said?.code === WOVEN_EXPIRED.code) return { kind: 'expired', message: said.message };
  if (account.data) return account.data.closed ? { kind: 'expired', message: WOVEN_EXPIRED.message } : { kind: 'awaiting' };
  if (account.error) return isNoConnection(account.error) ? { kind: 'no-connection' } : { kind: 'refused', message: errorMessage(account.error) };
  return { kind: 'loading' };
}
