import type { BookingSeatRow } from '@contract/tickets';
import { EXPIRED } from '@/entities/booking/pending-hold';
import { seatAction, SEAT_STATUS, type SeatAction } from '@/entities/booking/seat-actions';
import { checkInWords } from '@/entities/ticket/check-in-words';

export type StatusView = { label: 'Pending' | 'Confirmed' | 'Cancelled' | 'Expired'; color: 'red' | 'green'; blinking: boolean };

/**
 * Spec 1 §4, detail view: 0 Pending (red, blinking), 1 Confirmed (green), 2 or any other code
 * Cancelled (red); but 5, an unpaid booking whose hold lapsed, reads Expired as in the history list
 * (issue 31: the traveller must tell it from one they cancelled).
 */
export function seatStatusView(code: number): StatusView {
  if (code === SEAT_STATUS.pending) return { label: 'Pending', color: 'red', blinking: true };
  if (code === SEAT_STATUS.confirmed) return { label: 'Confirmed', color: 'green', blinking: false };
  if (code === EXPIRED) return { label: 'Expired', color: 'red', blinking: false };
  return { label: 'Cancelled', color: 'red', blinking: false };
}

export type RowView = StatusView & { action: SeatAction };

/** A Booking Details row: its status as shown and the one action it offers. */
export const rowView = (row: Pick<BookingSeatRow, 'bookingStatus' | 'isPrinted'>): RowView => ({ ...seatStatusView(row.bookingStatus), action: seatAction(row) });

/** Check-in state in words, for the ticket and the saved list. */
export const checkInState = (row: Pick<BookingSeatRow, 'isPrinted'>) => checkInWords(row.isPrinted);
