import { and, eq, isNull } from 'drizzle-orm';
import { RELEASE_MESSAGES, type ReleaseBookingResult } from '../../../contract/booking';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { RuleError } from '../../http/respond';
import { isBookingContact } from './booking-status';
import { BOOKING_STATUS, effectiveStatus } from './status';
import { normaliseReference } from './ticket';

export type Released = { result: ReleaseBookingResult; message: string };

/**
 * POST /Booking/release: the traveller left checkout before paying. A pending booking whose
 * payment has not started is cancelled (2) and its seats are free at once (they are no longer
 * held: availability.ts; the rows stay for the ticket until someone takes the seats: holds.ts).
 *
 * One conditional UPDATE decides, so it is atomic against a payment starting at the same moment
 * (settle.ts claimPayment sets payment_provider under the same row lock): of the two, exactly one
 * wins. Unknown references and a contact that is not the booking's answer the same 404, so the
 * call tells nothing about bookings the caller cannot name. Releasing twice answers 200 again.
 */
export async function releaseBooking(db: Db, ref: string, contact: string, now: Date): Promise<Released> {
  const reference = normaliseReference(ref);
  const [booking] = await db.select().from(bookings).where(eq(bookings.reference, reference));
  if (!booking || !isBookingContact({ email: booking.email ?? '', phoneNumber: booking.phoneNumber ?? '' }, contact)) {
    throw new RuleError(RELEASE_MESSAGES.notFound(reference), 404);
  }
  const [cancelled] = await db
    .update(bookings)
    .set({ status: BOOKING_STATUS.cancelled, holdExpiresAt: null })
    .where(and(eq(bookings.id, booking.id), eq(bookings.status, BOOKING_STATUS.pending), isNull(bookings.paymentProvider)))
    .returning({ status: bookings.status });
  if (cancelled) return { result: { bookingReferenceCode: reference, bookingStatus: cancelled.status }, message: RELEASE_MESSAGES.released(reference) };

  // Not released: read what it is now (a payment may have started or finished meanwhile).
  const [current] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
  const status = current ? effectiveStatus(current, now) : BOOKING_STATUS.cancelled;
  if (status === BOOKING_STATUS.confirmed) throw new RuleError(RELEASE_MESSAGES.paid(reference), 409);
  if (status === BOOKING_STATUS.pending) throw new RuleError(RELEASE_MESSAGES.paying(reference), 409);
  return { result: { bookingReferenceCode: reference, bookingStatus: status }, message: RELEASE_MESSAGES.alreadyOver(reference) };
}
