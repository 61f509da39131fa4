import { and, eq, isNull } from 'drizzle-orm';
import type * as v from 'valibot';
import type { confirmedBookingRequest } from '../../../contract/dev';
import type { Db } from '../../db/client';
import { bookings, trips } from '../../db/schema';
import { virtualAccounts } from '../../db/schema-woven';
import { RuleError } from '../../http/respond';
import { seatsTakenMessage } from '../../services/booking/create-booking';
import { releaseLeftoverSeats } from '../../services/booking/holds';
import { isUniqueViolation, violatedKey } from '../../db/pg-errors';
import { newReference } from '../../services/booking/reference';
import { seatChoiceProblem } from '../../services/booking/seat-rules';
import { BOOKING_STATUS } from '../../services/booking/status';
import { writeBooking } from '../../services/booking/write-booking';
import { signTicket } from '../../services/boarding/sign';

/**
 * Sandbox fixture: a paid (status 1) booking on any trip, written directly. It skips the booking
 * window and payment, so tests can book a trip leaving today (POST /booking refuses those).
 * Seats someone holds answer 409, as POST /booking does.
 */
export async function createConfirmedBooking(db: Db, req: v.InferOutput<typeof confirmedBookingRequest>, now: Date) {
  const [trip] = await db.select().from(trips).where(eq(trips.id, req.vehicleTripRegistrationId));
  if (!trip) throw new RuleError(`There is no trip ${req.vehicleTripRegistrationId}.`, 404);
  const problem = seatChoiceProblem(req.seats, trip.totalSeats, req.seats.length, 'outbound');
  if (problem) throw new RuleError(problem);

  const reference = newReference();
  const amount = trip.fareKobo * req.seats.length;
  let ticketQr: string | undefined;
  try {
    await db.transaction(async (tx) => {
      await releaseLeftoverSeats(tx, [{ tripId: trip.id, seats: req.seats }], now);
      const written = await writeBooking(tx, {
        reference,
        status: BOOKING_STATUS.confirmed,
        customerName: req.fullName,
        email: req.email,
        phoneNumber: req.phoneNumber,
        nextOfKinName: 'Sandbox next of kin',
        totalKobo: amount,
        createdAt: now,
      }, req.seats.map((seatNumber, i) => ({
        tripId: trip.id,
        seatNumber,
        fullName: i === 0 ? req.fullName : `Passenger ${i + 1}`,
        amountKobo: trip.fareKobo,
      })));
      // Confirmed, so signed like every confirmed booking (boarding/sign.ts).
      ticketQr = await signTicket(tx, written.id, now);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [, seat] = violatedKey(error) ?? [];
    throw new RuleError(seatsTakenMessage(seat === undefined ? req.seats : [seat]), 409);
  }
  return { bookingReferenceCode: reference, amount, ...(ticketQr ? { ticketQr } : {}) };
}

/**
 * Sandbox fixture: a pending booking's time is up now. Its seat hold ends (the seats are free) and
 * its open virtual accounts' 30 minutes end; closing them at the provider is left to the payment
 * service (the next look-up, or the sweep), exactly as when the time runs out by itself.
 */
export async function lapseBooking(db: Db, reference: string, now: Date) {
  const past = new Date(now.getTime() - 1000);
  const [booking] = await db.update(bookings).set({ holdExpiresAt: past })
    .where(and(eq(bookings.reference, reference), eq(bookings.status, BOOKING_STATUS.pending))).returning({ id: bookings.id });
  if (!booking) throw new RuleError(`There is no pending booking ${reference}.`, 404);
  const moved = await db.update(virtualAccounts).set({ transferBy: past })
    .where(and(eq(virtualAccounts.bookingId, booking.id), isNull(virtualAccounts.closedAt))).returning({ id: virtualAccounts.id });
  return { reference, accounts: moved.length };
}
