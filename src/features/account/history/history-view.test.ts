import { describe, expect, it } from 'vitest';
import type { BookingHistoryRow } from '@contract/history';
import { formatDateTime } from '@/lib/clock-time';
import { bookingDetails, departureLine, tripTitle } from './history-view';

const row: BookingHistoryRow = {
  bookingReferenceCode: 'FRE-ABC234',
  bookingStatus: 1,
  routeName: 'Lagos (Jibowu) ==> Abuja (Utako)',
  departureTerminalName: 'Lagos (Jibowu)',
  destinationTerminalName: 'Abuja (Utako)',
  departureDate: '2026-11-24',
  departureTime: '07:00 AM',
  departsAt: '2026-11-24T06:00:00.000Z',
  hasReturn: false,
  returnDepartureDate: '',
  returnDepartureTime: '',
  totalAmount: 2_450_000,
  noOfTicket: 2,
  seatNumbers: [3, 4],
  returnSeatNumbers: [],
  passengers: ['Ada Obi', 'Chidi Obi'],
  createdDate: '2026-11-23T09:00:00.000Z',
};

describe('history view', () => {
  it('titles a trip by its two terminals, and says so when the trip is no longer known', () => {
    expect(tripTitle(row)).toBe('Lagos (Jibowu) → Abuja (Utako)');
    expect(tripTitle({ routeName: '', departureTerminalName: '', destinationTerminalName: '' })).toBe('Trip details no longer available');
  });

  it('reads a departure as date and time, and an instant in Lagos time', () => {
    expect(departureLine('2026-11-24', '07:00 AM')).toBe('Tue, 24 Nov 2026 · 07:00 AM');
    expect(departureLine('', '')).toBe('');
    expect(formatDateTime('2026-11-23T09:00:00.000Z')).toBe('23 Nov 2026, 10:00 AM');
    expect(formatDateTime('2026-11-23T20:09:00.000Z')).toBe('23 Nov 2026, 09:09 PM');
    expect(formatDateTime('')).toBe('');
  });

  it('lists a one-way booking without return lines', () => {
    expect(bookingDetails(row)).toEqual([
      { label: 'Reference', value: 'FRE-ABC234' },
      { label: 'Status', value: 'Approved' },
      { label: 'From', value: 'Lagos (Jibowu)' },
      { label: 'To', value: 'Abuja (Utako)' },
      { label: 'Departure', value: 'Tue, 24 Nov 2026 · 07:00 AM' },
      { label: 'Passengers', value: 'Ada Obi, Chidi Obi' },
      { label: 'Seat Number(s)', value: '3, 4' },
      { label: 'Total Amount', value: '₦24,500' },
      { label: 'Booked on', value: formatDateTime(row.createdDate) },
    ]);
  });

  it('adds the return trip and its seats for a round trip', () => {
    const labels = bookingDetails({ ...row, hasReturn: true, returnDepartureDate: '2026-11-26', returnDepartureTime: '09:30 AM', returnSeatNumbers: [7, 8], bookingStatus: 9 });
    expect(labels).toContainEqual({ label: 'Return', value: 'Thu, 26 Nov 2026 · 09:30 AM' });
    expect(labels).toContainEqual({ label: 'Returned Seat Number(s)', value: '7, 8' });
    expect(labels).toContainEqual({ label: 'Status', value: 'Not-Specified' });
  });
});
