import type { BookingStatus } from '@contract/tickets';
import { madeHereContact } from '@/entities/booking/bookings-made-here';
import { rememberedBookingContact } from '@/entities/payment/pending-payment';
import { contactRow } from '@/offline/ticket-vault';

/** The booking's phone or e-mail when this device knows it: made here, remembered by this tab, or shown by a look-up made with it. */
export const knownContact = (status: BookingStatus): string | undefined =>
  madeHereContact(status.Object.refCode) ?? rememberedBookingContact(status.Object.refCode) ?? (contactRow(status)?.phoneNumber || undefined);
