import { describe, expect, it } from 'vitest';
import { openTrackingLink, trackingOpen } from './track-bus-link';

const link = { token: 'a.b.c', trackerId: '351234567890123', departsAt: '2026-11-23T08:00:00.000Z', arrivesAt: '2026-11-23T18:00:00.000Z' };
const at = (iso: string) => new Date(iso);

describe('trackingOpen', () => {
  it('opens when the trip has left and closes when it is due', () => {
    expect(trackingOpen(link, at('2026-11-23T07:59:59Z'))).toBe(false);
    expect(trackingOpen(link, at('2026-11-23T08:00:00Z'))).toBe(true);
    expect(trackingOpen(link, at('2026-11-23T17:59:59Z'))).toBe(true);
    expect(trackingOpen(link, at('2026-11-23T18:00:00Z'))).toBe(false);
  });

  it('finds the leg under way among a booking’s rows, or none', () => {
    const back = { ...link, token: 'd.e.f', departsAt: '2026-11-25T08:00:00.000Z', arrivesAt: '2026-11-25T18:00:00.000Z' };
    const rows = [{ tracking: link }, { tracking: link }, { tracking: back }, {}];
    expect(openTrackingLink(rows, at('2026-11-23T09:00:00Z'))).toBe(link);
    expect(openTrackingLink(rows, at('2026-11-25T09:00:00Z'))).toBe(back);
    expect(openTrackingLink(rows, at('2026-11-24T09:00:00Z'))).toBeUndefined();
    expect(openTrackingLink([{}], at('2026-11-23T09:00:00Z'))).toBeUndefined();
  });
});
