import type { BookingHistoryRow } from '@contract/history';
import { formatDateTime } from '@/lib/clock-time';
import { formatNaira } from '@/lib/naira';
import { formatTripDate } from '@contract/dates';
import { historyStatusLabel } from './history-status';


/** 'Lagos (Jibowu) → Abuja (Utako)', or a plain word when the trip is no longer known. */
export function tripTitle(row: Pick<BookingHistoryRow, 'routeName' | 'departureTerminalName' | 'destinationTerminalName'>): string {
  if (!row.routeName) return 'Trip details no longer available';
  const { departureTerminalName: departure, destinationTerminalName: arrival } = row;
  return arrival ? `${departure} → ${arrival}` : departure;
}

/** 'Tue, 24 Nov 2026 · 07:00 AM' */
export const departureLine = (date: string, time: string) => [formatTripDate(date), time].filter(Boolean).join(' · ');

const seatsText = (seats: number[]) => (seats.length > 0 ? seats.join(', ') : '—');

export type DetailRow = { label: string; value: string };

/** What the detail view shows, in the order a traveller reads a ticket. */
export function bookingDetails(row: BookingHistoryRow): DetailRow[] {
  const details: DetailRow[] = [
    { label: 'Reference', value: row.bookingReferenceCode },
    { label: 'Status', value: historyStatusLabel(row.bookingStatus) },
    { label: 'From', value: row.departureTerminalName || '—' },
    { label: 'To', value: row.destinationTerminalName || '—' },
    { label: 'Departure', value: departureLine(row.departureDate, row.departureTime) || '—' },
  ];
  if (row.hasReturn) details.push({ label: 'Return', value: departureLine(row.returnDepartureDate, row.returnDepartureTime) || '—' });
  details.push(
    { label: row.passengers.length > 1 ? 'Passengers' : 'Passenger', value: row.passengers.join(', ') || '—' },
    { label: 'Seat Number(s)', value: seatsText(row.seatNumbers) },
  );
  if (row.hasReturn) details.push({ label: 'Returned Seat Number(s)', value: seatsText(row.returnSeatNumbers) });
  details.push(
    { label: 'Total Amount', value: formatNaira(row.totalAmount) },
    { label: 'Booked on', value: formatDateTime(row.createdDate) },
  );
  return details;
}
