import type { BookingSeatRow, BookingStatus } from '@contract/tickets';
import { seatAction, SEAT_STATUS } from '@/entities/booking/seat-actions';

export const routeLabel = (row: Pick<BookingSeatRow, 'departureTerminalName' | 'destinationTerminalName'>) =>
  `${row.departureTerminalName} → ${row.destinationTerminalName}`;

/** The booking's status code (every seat row carries the booking's); Cancelled when it has no row. */
export const bookingCode = (status: BookingStatus) => status.userData[0]?.bookingStatus ?? SEAT_STATUS.cancelled;

/** The seat the booking-level self check-in acts on: the next leg not yet checked in. */
export function nextCheckInRow(status: BookingStatus, now: Date): BookingSeatRow | undefined {
  const open = status.userData.filter((r) => seatAction(r) === 'check-in');
  return open.find((r) => Date.parse(r.departsAt) > now.getTime()) ?? open[0];
}
