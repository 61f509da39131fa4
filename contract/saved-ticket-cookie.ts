import { LIMITS } from './validation';

/**
 * What survives when a phone wipes the app's storage (iOS clears script storage after 7 days
 * unused; Android evicts a site's storage when space runs low): the cookies the server set. For
 * each booking the server showed its owner view to (a look-up with the booking's contact, a
 * confirmation to the browser that made it), it sets one cookie naming the booking and holding
 * its contact, readable by the page (not HttpOnly) and sent only with requests for My tickets.
 * My tickets compares them with the ticket vault: a cookie without its ticket is a ticket the
 * phone cleared, restored by reference and contact in one look-up when a signal returns.
 * The cookie lives as long as the vault keeps the ticket (TICKET_KEEP_DAYS after the trip).
 */

/** How long a device keeps a ticket after its last departure: the vault and its cookie alike. */
export const TICKET_KEEP_DAYS = 30;

const PREFIX = 'freely_ticket_';
/** Only My tickets reads them; no API call carries them. */
export const SAVED_TICKET_COOKIE_PATH = '/my-tickets';

/** A reference as a cookie name may hold it (references are 'FRE-' and letters and digits). */
export const savedTicketCookieName = (reference: string) => `${PREFIX}${reference.trim().toUpperCase().replace(/[^A-Z0-9-]/g, '')}`;

export type SavedTicketCookie = { reference: string; contact: string };

/** The saved-ticket cookies in `document.cookie`'s text; any other cookie, or a malformed one, is skipped. */
export function readSavedTicketCookies(cookieText: string): SavedTicketCookie[] {
  const found = new Map<string, string>();
  for (const pair of cookieText.split(';')) {
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    if (at < 0 || !name.startsWith(PREFIX)) continue;
    const reference = name.slice(PREFIX.length);
    let contact: string;
    try {
      contact = decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      continue;
    }
    if (reference.length <= LIMITS.reference && /^[A-Z0-9-]+$/.test(reference) && contact.length > 0 && contact.length <= LIMITS.email) found.set(reference, contact);
  }
  return [...found].map(([reference, contact]) => ({ reference, contact }));
}
