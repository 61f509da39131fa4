import { describe, expect, it } from 'vitest';
import type { BookingSeatRow, BookingStatus } from '@contract/tickets';
import { bookingCode, nextCheckInRow, ticketLegs } from './ticket-legs';

const row = (seatNumber: number, extra: Partial<BookingSeatRow>): BookingSeatRow => ({
  bookingReferenceCode: 'FRE-ABC234', bookingStatus: 1, isPrinted: false, amount: 100, seatNumber, fullName: 'Ada Obi', gender: 1,
  phoneNumber: '', nextOfKinName: '', routeName: '', departureTerminalName: 'Lagos (Jibowu)', destinationTerminalName: 'Abuja (Utako)',
  departureTerminalId: 1, departureLatitude: 0, departureLongitude: 0, departureDate: '2026-11-24', departureTime: '07:00 AM',
  departsAt: '2026-11-24T06:00:00.000Z', createdDate: '', isReturn: false, vehicleName: 'Hiace', passengerType: 0, ...extra,
});
const booking = (...rows: BookingSeatRow[]): BookingStatus => ({ Object: { refCode: 'FRE-ABC234', createdDate: '', departureDate: '2026-11-24', totalAmount: 0 }, userData: rows });

describe('ticket legs', () => {
  it('groups a round trip into outbound and return', () => {
    const legs = ticketLegs(booking(row(1, {}), row(2, {}), row(5, { isReturn: true })));
    expect(legs.map((l) => [l.title, l.rows.map((r) => r.seatNumber)])).toEqual([['Outbound trip', [1, 2]], ['Return trip', [5]]]);
    expect(ticketLegs(booking(row(1, {})))[0]?.title).toBe('Trip');
  });

  it('reads the booking status from its rows', () => {
    expect(bookingCode(booking(row(1, { bookingStatus: 0 })))).toBe(0);
    expect(bookingCode(booking())).toBe(2);
  });

  it('self check-in acts on the next leg not yet checked in', () => {
    const now = new Date('2026-11-25T00:00:00.000Z');
    const out = row(1, { isPrinted: true });
    const back = row(5, { isReturn: true, departsAt: '2026-11-27T06:00:00.000Z', departureTerminalId: 9 });
    expect(nextCheckInRow(booking(out, back), now)?.seatNumber).toBe(5);
    expect(nextCheckInRow(booking(row(1, { isPrinted: true })), now)).toBeUndefined();
    expect(nextCheckInRow(booking(row(1, { bookingStatus: 2 })), now)).toBeUndefined();
  });
});
