/** Booking status codes a seat row can carry (spec 1 §4 'Booking status codes'). */
export const SEAT_STATUS = { pending: 0, confirmed: 1, cancelled: 2 } as const;

export type SeatAction = 'check-in' | 'view-ticket' | 'none';

/**
 * What a Booking Details row offers (spec 1 §2, §4): Check In while the seat is not printed, View
 * Ticket once it is. The detail view reads every code but 0 and 1 as Cancelled, so those rows
 * offer neither, like 2.
 */
export function seatAction(row: { bookingStatus: number; isPrinted: boolean }): SeatAction {
  if (row.bookingStatus !== SEAT_STATUS.pending && row.bookingStatus !== SEAT_STATUS.confirmed) return 'none';
  return row.isPrinted ? 'view-ticket' : 'check-in';
}
