import type { ConfirmedTicket } from '@contract/tickets';
import { CONFIRM_OUTCOME } from '@contract/payment';
import { WOVEN_EXPIRED } from '@contract/woven';
import { ApiError } from '@/api/api-error';
import { noAccountView, type BankTransferView } from './transfer-outcome';

/** What /woven-pay shows. */
export type WovenView =
  | BankTransferView
  /** The 30 minutes passed with no transfer: the account is closed, the seats free. */
  | { kind: 'expired'; message: string };

type Answer<T> = { data: T | undefined; error: unknown };

/**
 * The status answer decides first (a ticket, a refund, the expiry), since it is the provider's
 * word on the money; then the account (shown, awaited, or why there is none).
 */
export function wovenView(account: Answer<{ closed: boolean }>, status: Answer<ConfirmedTicket>): WovenView {
  if (status.data) return { kind: 'confirmed', ticket: status.data };
  const said = status.error instanceof ApiError && !status.error.offline ? status.error : undefined;
  if (said?.code === CONFIRM_OUTCOME.refund.code) return { kind: 'refund', message: said.message };
  if (said?.code === WOVEN_EXPIRED.code) return { kind: 'expired', message: said.message };
  if (account.data) return account.data.closed ? { kind: 'expired', message: WOVEN_EXPIRED.message } : { kind: 'awaiting' };
  return noAccountView(account.error);
}
