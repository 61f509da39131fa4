import type { BookingSeatRow, BookingStatus } from '@contract/tickets';
import { seatAction, SEAT_STATUS } from '@/entities/booking/seat-actions';

export type TicketLeg = { title: string; rows: BookingSeatRow[]; first: BookingSeatRow };

/** The booking's seats by leg: 'Trip', or 'Outbound trip' and 'Return trip' for a round trip. */
export function ticketLegs(status: BookingStatus): TicketLeg[] {
  const outbound = status.userData.filter((r) => !r.isReturn);
  const back = status.userData.filter((r) => r.isReturn);
  const legs: TicketLeg[] = [];
  if (outbound[0]) legs.push({ title: back.length > 0 ? 'Outbound trip' : 'Trip', rows: outbound, first: outbound[0] });
  if (back[0]) legs.push({ title: 'Return trip', rows: back, first: back[0] });
  return legs;
}

export const routeLabel = (row: Pick<BookingSeatRow, 'departureTerminalName' | 'destinationTerminalName'>) =>
  `${row.departureTerminalName} → ${row.destinationTerminalName}`;

/** The booking's status code (every seat row carries the booking's); Cancelled when it has no row. */
export const bookingCode = (status: BookingStatus) => status.userData[0]?.bookingStatus ?? SEAT_STATUS.cancelled;

/** The seat the booking-level self check-in acts on: the next leg not yet checked in. */
export function nextCheckInRow(status: BookingStatus, now: Date): BookingSeatRow | undefined {
  const open = status.userData.filter((r) => seatAction(r) === 'check-in');
  return open.find((r) => Date.parse(r.departsAt) > now.getTime()) ?? open[0];
}
