import { describe, expect, it } from 'vitest';
import { bookingOf, seatRow } from '@/testing/booking-rows';
import { CHECKIN_NEEDS_CONNECTION, checkInGate, checkInTarget } from './check-in-gate';

describe('check-in gating', () => {
  it('is ready online for a pending or confirmed seat not yet printed', () => {
    expect(checkInGate({ online: true, bookingStatus: 1, isPrinted: false })).toEqual({ kind: 'ready' });
    expect(checkInGate({ online: true, bookingStatus: 0, isPrinted: false })).toEqual({ kind: 'ready' });
  });

  it('is disabled offline with a plain reason, instead of failing', () => {
    expect(checkInGate({ online: false, bookingStatus: 1, isPrinted: false })).toEqual({ kind: 'offline', reason: CHECKIN_NEEDS_CONNECTION });
  });

  it('becomes View Ticket once printed, online or not', () => {
    expect(checkInGate({ online: true, bookingStatus: 1, isPrinted: true })).toEqual({ kind: 'view-ticket' });
    expect(checkInGate({ online: false, bookingStatus: 1, isPrinted: true })).toEqual({ kind: 'view-ticket' });
  });

  it('is hidden for status 2 and the codes shown as Cancelled', () => {
    for (const bookingStatus of [2, 3, 5, 6]) {
      expect(checkInGate({ online: true, bookingStatus, isPrinted: false })).toEqual({ kind: 'hidden' });
      expect(checkInGate({ online: false, bookingStatus, isPrinted: true })).toEqual({ kind: 'hidden' });
    }
  });
});

describe('the seat a reference-only check-in acts on', () => {
  const now = new Date('2026-11-23T12:00:00.000Z');
  it('takes the next leg still to check in', () => {
    const out = seatRow(1, { isPrinted: true });
    const back = seatRow(4, { isReturn: true, departureTerminalId: 7, departsAt: '2026-11-26T06:00:00.000Z' });
    expect(checkInTarget(bookingOf(out, back), now)?.departureTerminalId).toBe(7);
  });
  it('falls back to the next leg, then the first, and lets the server answer', () => {
    expect(checkInTarget(bookingOf(seatRow(1, { isPrinted: true })), now)?.seatNumber).toBe(1);
    expect(checkInTarget(bookingOf(seatRow(2, { departsAt: '2026-11-01T06:00:00.000Z' })), now)?.seatNumber).toBe(2);
    expect(checkInTarget(bookingOf(), now)).toBeUndefined();
  });
});
