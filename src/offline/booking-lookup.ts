import { bookingStatusResponse, type BookingStatus } from '@contract/tickets';
import { apiCall } from '@/api/client';
import { ticketVault, vaultKey, type VaultEntry } from './ticket-vault';

export type LookedUpBooking = { status: BookingStatus; saved: VaultEntry | undefined };

/**
 * GET /Booking/limited?BookingRefCode=REF (spec 2 §7.3), and the answer saved into the ticket
 * vault: every booking the device looks up or is issued is kept for the offline ticket. Shared by
 * the tickets and check-in screens and by the payment result pages (features never import each
 * other). A vault that cannot write (private mode, full disk) does not fail the lookup.
 */
export async function lookUpBooking(reference: string, signal?: AbortSignal): Promise<LookedUpBooking> {
  const envelope = await apiCall('booking', '/Booking/limited', bookingStatusResponse, { query: { BookingRefCode: vaultKey(reference) }, signal });
  const saved = await ticketVault.save(envelope.data).catch(() => undefined);
  return { status: envelope.data, saved };
}

/** After a confirmed payment: fetch the issued booking and keep it; failures wait for the next lookup. */
export function saveIssuedTicket(reference: string): void {
  lookUpBooking(reference).catch((error: unknown) => console.warn(`Ticket ${reference} was not saved for offline use:`, error));
}
