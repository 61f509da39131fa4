/**
 * Account messages that must outlive the screen that caused them ('Logged In Successfully' while
 * the app moves on to the next page). The root layout's SessionExpiry shows them for 4 s.
 */
export const ACCOUNT_NOTICE_EVENT = 'freely:account-notice';

export type AccountNotice = { message: string; tone: 'success' | 'error' };

export function announce(message: string, tone: AccountNotice['tone'] = 'success') {
  if (!message) return;
  window.dispatchEvent(new CustomEvent<AccountNotice>(ACCOUNT_NOTICE_EVENT, { detail: { message, tone } }));
}

export const isAccountNotice = (event: Event): event is CustomEvent<AccountNotice> =>
  event instanceof CustomEvent && typeof (event.detail as Partial<AccountNotice> | null)?.message === 'string';
