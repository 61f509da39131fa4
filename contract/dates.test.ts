import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, inWindow, isYmd, lagosClock, lagosInstant, lagosMoment, lagosToday, seatDepartureWindow, seatReturnWindow, to12Hour } from './dates';

describe('Lagos dates', () => {
  it('takes today in Lagos, not UTC', () => {
    // 23:30 UTC on the 22nd is already 00:30 on the 23rd in Lagos (UTC+1).
    expect(lagosToday(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(lagosToday(new Date('2026-11-22T22:59:00Z'))).toBe('2026-11-22');
  });
  it('reads a Lagos clock as ICU does, without starting ICU', () => {
    for (const at of ['2026-11-22T23:30:00Z', '2026-11-22T13:32:59Z', '2026-06-30T00:05:00Z']) {
      const date = new Date(at);
      const icu = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
      expect(lagosClock(date)).toBe(icu);
      expect(lagosToday(date)).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date));
    }
    expect(lagosMoment(new Date('2026-11-28T13:32:00Z'))).toBe('Sat, 28 Nov 2026, 14:32');
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
