import { and, asc, eq, inArray, lte, not, or, type SQL } from 'drizzle-orm';
import type { SeatRegistration } from '../../../contract/booking';
import type { Db } from '../../db/client';
import { bookings, bookingSeats } from '../../db/schema';
import { holdsSeats } from './availability';
import type { Tx } from './executor';
import { BOOKING_STATUS } from './status';

/*
 * How seats are held and released.
 *
 * A booking_seats row is a claim on (trip_id, seat_number); the unique index on that pair is the
 * only arbiter of who gets a seat. A booking *holds* its rows while it is confirmed, or pending
 * with an unexpired hold (availability.ts `holdsSeats`). When a hold lapses, a payment is
 * cancelled or fails, or the traveller gives the booking up before paying (release.ts, or a new
 * booking of theirs on the same trip: hold-limits.ts), the rows are NOT deleted: the seats become free at once (availability and
 * new bookings ignore rows of bookings that do not hold), yet the rows keep the passengers and
 * seats, so a late payment can still confirm the booking and a failed one still shows its ticket.
 *
 * A leftover row is deleted only inside the transaction of the booking that wants that very
 * seat (`releaseLeftoverSeats`), which first locks the leftover's booking row (FOR UPDATE) and
 * marks a lapsed pending booking Expired (5). settleBooking locks the same booking row before it
 * checks that all its rows are still there, so on PostgreSQL a late payment and a new booking for
 * the same seat serialise on that lock, and then the unique index decides. A booking whose rows
 * are all still there still owns its seats (no other row can exist for them); one that lost a row
 * lost that seat to someone else.
 */

/** Marks pending bookings whose hold has lapsed as Expired (5); returns how many. Run periodically. */
export async function expireLapsedHolds(db: Db, now: Date = new Date()): Promise<number> {
  const expired = await db
    .update(bookings)
    .set({ status: BOOKING_STATUS.expired })
    .where(and(eq(bookings.status, BOOKING_STATUS.pending), lte(bookings.holdExpiresAt, now)))
    .returning({ id: bookings.id });
  return expired.length;
}

/** SQL over booking_seats: a row on one of these seats. */
export const onSeats = (legs: readonly SeatRegistration[]): SQL =>
  or(...legs.map((l) => and(eq(bookingSeats.tripId, l.tripId), inArray(bookingSeats.seatNumber, l.seats))))!;

/**
 * Inside a booking's transaction: deletes the leftover rows (of bookings that no longer hold
 * them) on exactly the seats asked for, after locking those bookings in id order (no deadlock
 * between two bookings releasing the same leftovers). A lapsed pending booking becomes Expired.
 */
export async function releaseLeftoverSeats(tx: Tx, legs: readonly SeatRegistration[], now: Date): Promise<number[]> {
  const seats = onSeats(legs);
  const stale = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(bookingSeats, eq(bookingSeats.bookingId, bookings.id))
    .where(and(seats, not(holdsSeats(now))))
    .orderBy(asc(bookings.id))
    .for('update', { of: bookings });
  const ids = [...new Set(stale.map((r) => r.id))];
  if (ids.length === 0) return ids;
  await tx.update(bookings).set({ status: BOOKING_STATUS.expired }).where(and(inArray(bookings.id, ids), eq(bookings.status, BOOKING_STATUS.pending)));
  await tx.delete(bookingSeats).where(and(inArray(bookingSeats.bookingId, ids), seats));
  return ids;
}
