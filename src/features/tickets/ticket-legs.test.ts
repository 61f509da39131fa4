import { describe, expect, it } from 'vitest';
import { bookingOf, seatRow } from '@/testing/booking-rows';
import { bookingCode, nextCheckInRow, ticketLegs } from './ticket-legs';

describe('ticket legs', () => {
  it('groups a round trip into outbound and return', () => {
    const legs = ticketLegs(bookingOf(seatRow(1, {}), seatRow(2, {}), seatRow(5, { isReturn: true })));
    expect(legs.map((l) => [l.title, l.rows.map((r) => r.seatNumber)])).toEqual([['Outbound trip', [1, 2]], ['Return trip', [5]]]);
    expect(ticketLegs(bookingOf(seatRow(1, {})))[0]?.title).toBe('Trip');
  });

  it('reads the booking status from its rows', () => {
    expect(bookingCode(bookingOf(seatRow(1, { bookingStatus: 0 })))).toBe(0);
    expect(bookingCode(bookingOf())).toBe(2);
  });

  it('self check-in acts on the next leg not yet checked in', () => {
    const now = new Date('2026-11-25T00:00:00.000Z');
    const out = seatRow(1, { isPrinted: true });
    const back = seatRow(5, { isReturn: true, departsAt: '2026-11-27T06:00:00.000Z', departureTerminalId: 9 });
    expect(nextCheckInRow(bookingOf(out, back), now)?.seatNumber).toBe(5);
    expect(nextCheckInRow(bookingOf(seatRow(1, { isPrinted: true })), now)).toBeUndefined();
    expect(nextCheckInRow(bookingOf(seatRow(1, { bookingStatus: 2 })), now)).toBeUndefined();
  });
});
