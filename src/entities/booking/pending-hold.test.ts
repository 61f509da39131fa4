import { describe, expect, it } from 'vitest';
import { bookingOf, seatRow } from '@/testing/booking-rows';
import { effectiveCode, liveHold, minutesLeftText, statusAt } from './pending-hold';

const NOW = new Date('2026-11-23T10:00:00.000Z');
const LATER = '2026-11-23T10:08:00.000Z';
const EARLIER = '2026-11-23T09:59:00.000Z';

describe('a pending booking’s hold on the phone', () => {
  it('lasts until holdExpiresAt, only for a pending booking', () => {
    expect(liveHold(0, { holdExpiresAt: LATER }, NOW)).toEqual({ holdExpiresAt: LATER, paymentUnderWay: false, msLeft: 8 * 60_000 });
    expect(liveHold(0, { holdExpiresAt: LATER, paymentUnderWay: true }, NOW)?.paymentUnderWay).toBe(true);
    expect(liveHold(0, { holdExpiresAt: EARLIER }, NOW)).toBeUndefined();
    expect(liveHold(0, {}, NOW)).toBeUndefined();
    expect(liveHold(1, { holdExpiresAt: LATER }, NOW)).toBeUndefined();
  });

  it('reads Expired once lapsed, as the server’s effectiveStatus does; other codes stay', () => {
    expect(effectiveCode(0, { holdExpiresAt: EARLIER }, NOW)).toBe(5);
    expect(effectiveCode(0, { holdExpiresAt: LATER }, NOW)).toBe(0);
    expect(effectiveCode(0, {}, NOW)).toBe(0);
    expect(effectiveCode(2, { holdExpiresAt: EARLIER }, NOW)).toBe(2);
  });

  it('turns a saved status whose hold lapsed into Expired rows with no hold, and leaves a live one as it is', () => {
    const pending = bookingOf(seatRow(3, { bookingStatus: 0 }), seatRow(4, { bookingStatus: 0 }));
    const lapsed = statusAt({ ...pending, Object: { ...pending.Object, holdExpiresAt: EARLIER, paymentUnderWay: false } }, NOW);
    expect(lapsed.userData.map((row) => row.bookingStatus)).toEqual([5, 5]);
    expect(lapsed.Object).not.toHaveProperty('holdExpiresAt');
    expect(lapsed.Object).not.toHaveProperty('paymentUnderWay');
    const live = { ...pending, Object: { ...pending.Object, holdExpiresAt: LATER } };
    expect(statusAt(live, NOW)).toBe(live);
  });

  it('says the minutes left rounded up, never 0 while held', () => {
    expect(minutesLeftText(8 * 60_000)).toBe('8 min left');
    expect(minutesLeftText(61_000)).toBe('2 min left');
    expect(minutesLeftText(1_000)).toBe('1 min left');
  });
});
