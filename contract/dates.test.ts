import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, inWindow, isYmd, lagosInstant, lagosToday, seatDepartureWindow, seatReturnWindow, to12Hour } from './dates';

describe('Lagos dates', () => {
  it('takes today in Lagos, not UTC', () => {
    // 23:30 UTC on the 22nd is already 00:30 on the 23rd in Lagos (UTC+1).
    expect(lagosToday(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(lagosToday(new Date('2026-11-22T22:59:00Z'))).toBe('2026-11-22');
  });
  it('adds days across month and year ends', () => {
    expect(addDays('2026-11-23', 21)).toBe('2026-12-14');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-11-23', '2026-12-14')).toBe(21);
  });
  it('maps a Lagos wall-clock time to its instant', () => {
    expect(lagosInstant('2026-11-24', '08:15').toISOString()).toBe('2026-11-24T07:15:00.000Z');
  });
  it('validates real calendar dates only', () => {
    expect(isYmd('2026-11-23')).toBe(true);
    expect(isYmd('2026-02-30')).toBe(false);
    expect(isYmd('23/11/2026')).toBe(false);
  });
  it('shows times as the spec does', () => {
    expect(to12Hour('08:15')).toBe('08:15 AM');
    expect(to12Hour('12:00')).toBe('12:00 PM');
    expect(to12Hour('00:05')).toBe('12:05 AM');
    expect(to12Hour('16:45')).toBe('04:45 PM');
  });
});

describe('seat booking windows (spec 2 §9)', () => {
  const today = '2026-11-23';
  it('departure runs from tomorrow to 21 days ahead', () => {
    const w = seatDepartureWindow(today, 21);
    expect(w).toEqual({ min: '2026-11-24', max: '2026-12-14' });
    expect(inWindow(today, w)).toBe(false);
    expect(inWindow('2026-11-24', w)).toBe(true);
    expect(inWindow('2026-12-14', w)).toBe(true);
    expect(inWindow('2026-12-15', w)).toBe(false);
  });
  it('return is at least a day after departure and within 21 days of today', () => {
    const w = seatReturnWindow(today, '2026-12-01', 21);
    expect(w).toEqual({ min: '2026-12-02', max: '2026-12-14' });
    expect(inWindow('2026-12-01', w)).toBe(false);
  });
});
