import type { ConfirmedTicket } from '@contract/tickets';
import { CONFIRM_OUTCOME } from '@contract/payment';
import { ApiError, errorMessage, isNoConnection } from '@/api/api-error';
import { outcomeOfError } from './confirm-outcome';

/** What both bank-transfer pages (/aza-pay, /woven-pay) show alike, from the account and whether the transfer arrived. */
export type BankTransferView =
  | { kind: 'loading' }
  /** No account could be read and none was read before. */
  | { kind: 'no-connection' }
  | { kind: 'awaiting' }
  | { kind: 'confirmed'; ticket: ConfirmedTicket }
  /** The transfer bought nothing (wrong amount, too late, a second payment) and goes back: the server's sentence. */
  | { kind: 'refund'; message: string }
  /** No account for this booking (already paid another way, expired, unknown), or a refusal: the server's sentence. */
  | { kind: 'refused'; message: string };

/** What /aza-pay shows. */
export type TransferView =
  | BankTransferView
  /** The account lapsed unpaid while the seats are still held: choose another payment method (the server's sentence). */
  | { kind: 'held'; message: string }
  /** The account and the seats' hold ended with no transfer. */
  | { kind: 'expired' };

type Answer<T> = { data: T | undefined; error: unknown };

/** Still waiting: the transfer has not arrived yet, or the link failed (asked again once it is back). */
export const stillWaiting = (error: unknown) => isNoConnection(error) || (error instanceof ApiError && error.code === CONFIRM_OUTCOME.transferPending.code);

/** The status answer is final: the ticket, a refund, the expiry, a refusal (the one transfer polling rule stops). */
export const transferSettled = ({ data, error }: Answer<ConfirmedTicket>) => data !== undefined || (error !== null && error !== undefined && !stillWaiting(error));

/** Before any account was read: still reading, no connection, or the server's reason there is none. */
export function noAccountView(error: unknown): BankTransferView {
  if (!error) return { kind: 'loading' };
  return isNoConnection(error) ? { kind: 'no-connection' } : { kind: 'refused', message: errorMessage(error) };
}

/**
 * The status answer decides first (the provider's word on the money), by its code; then the
 * account (shown, awaited, or why there is none).
 */
export function transferView(account: Answer<unknown>, status: Answer<ConfirmedTicket>): TransferView {
  if (status.data) return { kind: 'confirmed', ticket: status.data };
  if (status.error && !stillWaiting(status.error)) {
    const outcome = outcomeOfError(status.error);
    switch (outcome.kind) {
      case 'refund':
      case 'held':
        return outcome;
      case 'cancelled':
        return { kind: 'expired' };
      case 'failed':
        return status.error instanceof ApiError && status.error.code === CONFIRM_OUTCOME.failed.code ? { kind: 'expired' } : { kind: 'refused', message: outcome.message ?? errorMessage(status.error) };
    }
  }
  return account.data ? { kind: 'awaiting' } : noAccountView(account.error);
}
