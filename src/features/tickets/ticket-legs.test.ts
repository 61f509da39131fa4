import { describe, expect, it } from 'vitest';
import { bookingOf, seatRow } from '@/testing/booking-rows';
import { ticketOf } from '@contract/tickets';
import { bookingCode, nextCheckInRow } from './ticket-legs';

describe('ticket legs', () => {
  it('reads a round trip as the ticket of its outbound and return seats, with their check-in', () => {
    const ticket = ticketOf(bookingOf(seatRow(1, { isPrinted: true }), seatRow(2, {}), seatRow(5, { isReturn: true })));
    expect(ticket?.outbound.passengers.map((p) => [p.seatNumber, p.checkedIn])).toEqual([[1, true], [2, false]]);
    expect(ticket?.return?.passengers.map((p) => p.seatNumber)).toEqual([5]);
    expect(ticketOf(bookingOf(seatRow(1, {})))?.return).toBeNull();
    expect(ticketOf(bookingOf())).toBeUndefined();
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
