import { bookings, bookingSeats } from '../../db/schema';
import type { Executor } from './executor';

export type NewBooking = typeof bookings.$inferInsert;
export type NewSeat = Omit<typeof bookingSeats.$inferInsert, 'bookingId'>;

/**
 * The one place a booking and its seats are written (the booking service, the sandbox's paid
 * fixture, the test kits), inside the caller's transaction. Seats go in one global order (trip,
 * seat): two bookings racing for overlapping seats on PostgreSQL then wait for each other instead
 * of deadlocking. A seat already held fails on booking_seats_trip_seat_uq (the caller answers 409).
 */
export async function writeBooking(tx: Executor, booking: NewBooking, seats: readonly NewSeat[]): Promise<{ id: number }> {
  const [row] = await tx.insert(bookings).values(booking).returning({ id: bookings.id });
  if (!row) throw new Error(`Booking ${booking.reference} was not written.`);
  const ordered = [...seats].sort((a, b) => a.tripId - b.tripId || a.seatNumber - b.seatNumber);
  await tx.insert(bookingSeats).values(ordered.map((seat) => ({ ...seat, bookingId: row.id })));
  return row;
}
