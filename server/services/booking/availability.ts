import { and, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { bookings, bookingSeats } from '../../db/schema';
import type { Executor } from './executor';
import { BOOKING_STATUS } from './status';

/**
 * SQL over `bookings`: this booking holds its seats at `now`. Confirmed bookings do; pending ones
 * do until their hold lapses. Every other booking's seat rows are leftovers that any new booking
 * may claim (see holds.ts): free for availability, kept for the ticket and for re-taking.
 */
export const holdsSeats = (now: Date): SQL =>
  or(
    eq(bookings.status, BOOKING_STATUS.confirmed),
    and(eq(bookings.status, BOOKING_STATUS.pending), or(isNull(bookings.holdExpiresAt), gt(bookings.holdExpiresAt, now))),
  )!;

/** Seats held on each of these trips at `now`, by trip id. */
export async function heldSeats(db: Executor, tripIds: readonly number[], now: Date): Promise<Map<number, Set<number>>> {
  const held = new Map<number, Set<number>>();
  if (tripIds.length === 0) return held;
  const rows = await db
    .select({ tripId: bookingSeats.tripId, seatNumber: bookingSeats.seatNumber })
    .from(bookingSeats)
    .innerJoin(bookings, eq(bookings.id, bookingSeats.bookingId))
    .where(and(inArray(bookingSeats.tripId, [...tripIds]), holdsSeats(now)));
  for (const r of rows) {
    const seats = held.get(r.tripId) ?? new Set<number>();
    seats.add(r.seatNumber);
    held.set(r.tripId, seats);
  }
  return held;
}
