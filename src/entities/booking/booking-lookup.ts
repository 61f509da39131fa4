import * as bookingCalls from '@contract/calls/booking';
import type { BookingStatus } from '@contract/tickets';
import { toLocalPhone } from '@contract/validation';
import { apiCall } from '@/api/client';
import { sessionStore } from '@/api/session';
import { contactRow, ticketVault, vaultKey, type VaultEntry } from '@/offline/ticket-vault';
import { madeHereContact } from './bookings-made-here';

export type LookedUpBooking = { status: BookingStatus; saved: VaultEntry | undefined };

/** Contacts the ticket link of the confirmation SMS carried (?contact=), by reference, for this page's look-ups. */
const linkedContacts = new Map<string, string>();

/**
 * A booking's contact from the link the traveller opened (server/services/notifications:
 * ticketLink), so the look-up answers the owner view and the server sets the cookie that restores
 * the ticket should the phone clear it. Kept in memory only: the vault keeps the phone once the
 * look-up answers it, and the link's page drops it from the address bar.
 */
export const rememberLinkedContact = (reference: string, contact: string) => void linkedContacts.set(vaultKey(reference), contact);

/**
 * The booking's phone or e-mail, when this device knows it: given by the caller or the link; remembered from
 * the checkout that made it (bookings-made-here.ts); on the copy the vault already holds (from a
 * look-up with the contact, or a confirmation's owner view); or, for a signed-in customer, their
 * own phone (else e-mail). Without it the server leaves out the traveller's phone and next of kin;
 * the screens work from the reference alone.
 */
async function contactFor(reference: string, given: string | undefined): Promise<string | undefined> {
  if (given) return given;
  const linked = linkedContacts.get(vaultKey(reference));
  if (linked) return linked;
  const remembered = madeHereContact(reference);
  if (remembered) return remembered;
  const saved = contactRow((await ticketVault.get(reference).catch(() => undefined))?.booking)?.phoneNumber;
  if (saved) return saved;
  const user = sessionStore.get()?.user;
  return user?.phoneNumber ? toLocalPhone(user.phoneNumber) : user?.email || undefined;
}

/**
 * GET /Booking/limited?BookingRefCode=REF (spec 2 §7.3), with the booking's contact when known
 * (contactFor), and the answer saved into the ticket vault: every booking the device looks up or
 * is issued is kept for the offline ticket. The vault never trades a saved phone for an answer
 * without one, so the copy it returns is the one shown. Shared by the tickets and check-in
 * screens, checkout, /pay-booking and the reschedule result (features never import each other). A vault that cannot
 * write (private mode, full disk) does not fail the lookup.
 */
export async function lookUpBooking(reference: string, signal?: AbortSignal, contact?: string): Promise<LookedUpBooking> {
  const Contact = await contactFor(reference, contact);
  const envelope = await apiCall(bookingCalls.bookingStatus, { query: { BookingRefCode: vaultKey(reference), Contact }, signal });
  const saved = await ticketVault.save(envelope.data).catch(() => undefined);
  return { status: saved?.booking ?? envelope.data, saved };
}

/** Resolves true only once the vault really holds the booking (read back) after `save`, false when it could not; never rejects. */
async function keptInVault(reference: string, save: () => Promise<unknown>): Promise<boolean> {
  try {
    await save();
    if (await ticketVault.get(reference)) return true;
    console.warn(`Ticket ${reference} was not saved for offline use: the vault did not keep it`);
  } catch (error: unknown) {
    console.warn(`Ticket ${reference} was not saved for offline use:`, error);
  }
  return false;
}

/**
 * After a confirmed payment: keeps the booking the confirmation answered beside its ticket
 * (contract/tickets.ts confirmedTicketSchema), as it came, with no second call. It is the owner
 * view when the server knows this browser made the booking; otherwise the vault keeps the phone it
 * already had. Resolves true only once the vault holds it; false when it could not, or when the
 * answer had no booking.
 */
export function saveIssuedBooking(reference: string, booking: BookingStatus | undefined): Promise<boolean> {
  return keptInVault(reference, async () => {
    if (!booking) throw new Error('the confirmation answered no booking');
    await ticketVault.save(booking);
  });
}

/**
 * After a reschedule, whose answer carries no booking: looks the booking up again, with the phone
 * the traveller gave the reschedule when there is one, and keeps it (lookUpBooking).
 */
export function saveRescheduledTicket(reference: string, contact?: string): Promise<boolean> {
  return keptInVault(reference, () => lookUpBooking(reference, undefined, contact));
}
