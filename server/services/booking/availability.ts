import { and, eq, getTableName, gt, inArray, isNull, or, sql, type Column, type SQL, type SQLWrapper } from 'drizzle-orm';
import { bookings, bookingSeats, trips } from '../../db/schema';
import type { Executor } from './executor';
import { BOOKING_STATUS } from './status';

/**
 * SQL over `bookings`: this booking holds its seats at `now`. Confirmed bookings do; pending ones
 * do until their hold lapses. Every other booking's seat rows are leftovers that any new booking
 * may claim (see holds.ts): free for availability, kept for the ticket and for re-taking.
 */
export const holdsSeats = (now: Date): SQL => or(eq(bookings.status, BOOKING_STATUS.confirmed), holdsUnpaid(now))!;

/** SQL over `bookings`: pending, and its hold has not lapsed at `now` (the unpaid half of holdsSeats); `now` may be a prepared statement's placeholder. */
export const holdsUnpaid = (now: Date | SQLWrapper): SQL =>
  and(eq(bookings.status, BOOKING_STATUS.pending), or(isNull(bookings.holdExpiresAt), gt(bookings.holdExpiresAt, now)))!;

/** A trip's seats that are not free: sold (confirmed) or held by an unpaid booking. */
export type SeatClaims = { sold: Set<number>; held: Set<number> };

/** A column named with its table, which drizzle leaves out in a query over one table. */
const named = (column: Column) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * SQL over `trips`: the numbers of each trip's seats whose booking matches `claim`, as an int
 * array. The trip's seats are read by index and each seat's booking by its key, whatever the
 * planner knows: PGlite never analyzes, and without statistics a join of seats and bookings was
 * planned as a hash of every booking, a cost that grew with each booking sold. A scalar subquery
 * is never turned into a join, so it cannot be planned that way.
 */
const seatsClaimed = (claim: SQL) => sql<number[]>`array(
  select ${named(bookingSeats.seatNumber)}::int from ${bookingSeats}
  where ${named(bookingSeats.tripId)} = ${named(trips.id)}
    and (select ${claim} from ${bookings} where ${named(bookings.id)} = ${named(bookingSeats.bookingId)}))`;

/** Columns for a query over trips: the seats of each trip sold, and only held, at `now` (a time or a placeholder). */
export const claimColumns = (now: Date | SQLWrapper) => ({
  sold: seatsClaimed(eq(bookings.status, BOOKING_STATUS.confirmed)),
  held: seatsClaimed(holdsUnpaid(now)),
});

export const toSeatClaims = (row: { sold: number[]; held: number[] }): SeatClaims => ({ sold: new Set(row.sold), held: new Set(row.held) });

/** The seats taken on each of these trips at `now`, by trip id, sold apart from only held. */
export async function seatClaims(db: Executor, tripIds: readonly number[], now: Date): Promise<Map<number, SeatClaims>> {
  if (tripIds.length === 0) return new Map();
  const rows = await db.select({ id: trips.id, ...claimColumns(now) }).from(trips).where(inArray(trips.id, [...tripIds]));
  return new Map(rows.filter((r) => r.sold.length + r.held.length > 0).map((r) => [r.id, toSeatClaims(r)]));
}
