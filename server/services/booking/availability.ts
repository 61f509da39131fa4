import { and, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { bookings, bookingSeats } from '../../db/schema';
import type { Executor } from './executor';
import { BOOKING_STATUS } from './status';

/**
 * SQL over `bookings`: this booking holds its seats at `now`. Confirmed bookings do; pending ones
 * do until their hold lapses. Every other booking's seat rows are leftovers that any new booking
 * may claim (see holds.ts): free for availability, kept for the ticket and for re-taking.
 */
export const holdsSeats = (now: Date): SQL => or(eq(bookings.status, BOOKING_STATUS.confirmed), holdsUnpaid(now))!;

/** SQL over `bookings`: pending, and its hold has not lapsed at `now` (the unpaid half of holdsSeats). */
export const holdsUnpaid = (now: Date): SQL =>
  and(eq(bookings.status, BOOKING_STATUS.pending), or(isNull(bookings.holdExpiresAt), gt(bookings.holdExpiresAt, now)))!;

/** A trip's seats that are not free: sold (confirmed) or held by an unpaid booking. */
export type SeatClaims = { sold: Set<number>; held: Set<number> };

/** The seats taken on each of these trips at `now`, by trip id, sold apart from only held. */
export async function seatClaims(db: Executor, tripIds: readonly number[], now: Date): Promise<Map<number, SeatClaims>> {
  const claims = new Map<number, SeatClaims>();
  if (tripIds.length === 0) return claims;
  const rows = await db
    .select({ tripId: bookingSeats.tripId, seatNumber: bookingSeats.seatNumber, status: bookings.status })
    .from(bookingSeats)
    .innerJoin(bookings, eq(bookings.id, bookingSeats.bookingId))
    .where(and(inArray(bookingSeats.tripId, [...tripIds]), holdsSeats(now)));
  for (const r of rows) {
    const trip = claims.get(r.tripId) ?? { sold: new Set<number>(), held: new Set<number>() };
    (r.status === BOOKING_STATUS.confirmed ? trip.sold : trip.held).add(r.seatNumber);
    claims.set(r.tripId, trip);
  }
  return claims;
}
