import type { BookingStatus } from '@contract/tickets';
import { madeHereContact } from '@/entities/booking/bookings-made-here';
import { contactRow } from '@/offline/ticket-vault';

/** The booking's phone or e-mail when this device knows it: made here, or shown by a look-up made with it or by its confirmation (the vault's copy). */
export const knownContact = (status: BookingStatus): string | undefined =>
  madeHereContact(status.Object.refCode) ?? (contactRow(status)?.phoneNumber || undefined);
