import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { lagosMoment } from '../../../contract/dates';
import type { Db } from '../../db/client';
import { bookings, bookingSeats } from '../../db/schema';
import { paymentChecks } from '../../db/schema-payment-checks';
import { BOOKING_STATUS } from '../../services/booking/status';
import { createConfirmedBooking, lapseBooking } from '../dev/bookings';

/**
 * A tester's "pay late" (issue 31): the booking's hold lapses now and one of its seats is sold to
 * another traveller, as when a payment arrives after the seats went back on sale. Nothing happens
 * for a reference that is not a pending seat booking (a hire, a bill: their own rules apply).
 */
export async function sellSeatsOf(db: Db, reference: string): Promise<void> {
  const [booking] = await db.select({ id: bookings.id }).from(bookings)
    .where(and(eq(bookings.reference, reference), eq(bookings.status, BOOKING_STATUS.pending)));
  if (!booking) return;
  const now = new Date();
  await lapseBooking(db, reference, now);
  const [seat] = await db.select().from(bookingSeats).where(eq(bookingSeats.bookingId, booking.id)).orderBy(asc(bookingSeats.id)).limit(1);
  if (!seat) return;
  await createConfirmedBooking(db, {
    vehicleTripRegistrationId: seat.tripId, seats: [seat.seatNumber], fullName: 'Another Traveller', email: 'another.traveller@sandbox.test', phoneNumber: '08000000001',
  }, now);
}

/** Where Freely's payment check of each reference stands, by 'provider reference': its outcome, or when it asks next. */
export async function checkStates(db: Db, references: readonly string[]): Promise<Map<string, string>> {
  if (references.length === 0) return new Map();
  const rows = await db.select().from(paymentChecks).where(inArray(paymentChecks.reference, [...new Set(references)])).orderBy(desc(paymentChecks.id));
  const states = new Map<string, string>();
  for (const row of rows) {
    const key = `${row.provider} ${row.reference}`;
    if (states.has(key)) continue;
    const state = row.outcome
      ? `${row.outcome} after ${row.checks} check${row.checks === 1 ? '' : 's'}`
      : `open, ${row.lastAnswer ?? 'not asked yet'}; next check ${lagosMoment(row.nextCheckAt)}`;
    states.set(key, state);
  }
  return states;
}
