import { readSavedTicketCookies, SAVED_TICKET_COOKIE_PATH, savedTicketCookieName, type SavedTicketCookie } from '@contract/saved-ticket-cookie';
import { ApiError } from '@/api/api-error';
import { vaultKey, type VaultEntry } from '@/offline/ticket-vault';

/**
 * Tickets the phone cleared: the server's saved-ticket cookies (contract/saved-ticket-cookie.ts)
 * name every booking this browser was shown as its owner, and survive what wipes the vault.
 * Each one the vault no longer holds was lost; `gone` are those the server no longer knows.
 */
export function lostTickets(cookies: SavedTicketCookie[], saved: VaultEntry[], gone: ReadonlySet<string> = new Set()): SavedTicketCookie[] {
  const kept = new Set(saved.map((entry) => vaultKey(entry.reference)));
  return cookies.filter((cookie) => !kept.has(vaultKey(cookie.reference)) && !gone.has(cookie.reference));
}

/** The saved-ticket cookies this page can read (on My tickets only: their path). */
export const savedTicketCookies = (): SavedTicketCookie[] => (typeof document === 'undefined' ? [] : readSavedTicketCookies(document.cookie));

/** Forgets a booking the server no longer has, so My tickets stops saying it was lost. */
export function forgetSavedTicket(reference: string): void {
  document.cookie = `${savedTicketCookieName(reference)}=; Max-Age=0; Path=${SAVED_TICKET_COOKIE_PATH}`;
}

export type RestoreOutcome = { restored: string[]; failed: string[]; gone: string[] };

/**
 * Looks each lost ticket up by reference and contact (one small request each, one at a time so a
 * phone on 3G is not asked for them all at once), which keeps it in the vault again. A booking the
 * server does not know is `gone`; any other failure (no signal, a stalled link, a refusal) is
 * `failed`, to try again.
 */
export async function restoreTickets(lost: SavedTicketCookie[], lookUp: (reference: string, contact: string) => Promise<unknown>): Promise<RestoreOutcome> {
  const outcome: RestoreOutcome = { restored: [], failed: [], gone: [] };
  for (const { reference, contact } of lost) {
    try {
      await lookUp(reference, contact);
      outcome.restored.push(reference);
    } catch (error: unknown) {
      (error instanceof ApiError && error.status === 404 ? outcome.gone : outcome.failed).push(reference);
    }
  }
  return outcome;
}
