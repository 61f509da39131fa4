import { describe, expect, it } from 'vitest';
import { savedStamp } from './ticket-dates';

describe('the saved stamp', () => {
  const now = new Date('2026-11-23T15:00:00.000Z');

  it('gives the time alone on the same day', () => {
    expect(savedStamp('2026-11-23T13:05:00.000Z', now, 'Africa/Lagos')).toBe('Saved on this device · updated 02:05 PM');
    expect(savedStamp('2026-11-23T11:30:00.000Z', now, 'UTC')).toBe('Saved on this device · updated 11:30 AM');
  });

  it('adds the day on another day, and the year in another year', () => {
    expect(savedStamp('2026-11-21T23:10:00.000Z', now, 'Africa/Lagos')).toBe('Saved on this device · updated 22 Nov, 12:10 AM');
    expect(savedStamp('2025-12-31T11:00:00.000Z', now, 'Africa/Lagos')).toBe('Saved on this device · updated 31 Dec 2025, 12:00 PM');
  });

  it('judges "the same day" in the given time zone', () => {
    // 23:30 UTC on the 22nd is already the 23rd in Lagos.
    expect(savedStamp('2026-11-22T23:30:00.000Z', now, 'Africa/Lagos')).toBe('Saved on this device · updated 12:30 AM');
    expect(savedStamp('2026-11-22T23:30:00.000Z', now, 'UTC')).toBe('Saved on this device · updated 22 Nov, 11:30 PM');
  });

  it('says only where it is saved when the time is unreadable', () => {
    expect(savedStamp('not a date', now)).toBe('Saved on this device');
  });
});
