import { TICKET_FIRST_ID } from '@contract/ticket-first';

/** The dialog the booking status page's inline script showed before the app ran (contract/ticket-first.ts). */
const early = () => (typeof document === 'undefined' ? null : document.getElementById(TICKET_FIRST_ID));

export const hasTicketFirst = () => early() !== null;

/** Removes the early dialog, handing the ticket over to the app; its QR drawing when it is `value`'s. */
export function takeTicketFirst(value: string): string | undefined {
  const dialog = early();
  if (!dialog) return undefined;
  const qr = dialog.querySelector('[data-qr-text]');
  const markup = qr?.getAttribute('data-qr-text') === value ? qr.innerHTML : undefined;
  dialog.remove();
  return markup;
}

/** The app will not show the ticket (none saved, the link without it): the early dialog goes. */
export const dropTicketFirst = () => void early()?.remove();

/** The reference of the ticket the early dialog shows (opened from My tickets' early list), if one is open. */
export const openedTicketFirst = (): string | undefined => early()?.getAttribute('data-ref') ?? undefined;
