import { describe, expect, it } from 'vitest';
import { to12Hour } from '@contract/dates';
import { formatClockTime, formatDateTime } from './clock-time';

/** The one shape of a time travellers read: two-digit hour, minutes, upper-case AM or PM. */
const ONE_FORMAT = /^\d{2}:\d{2} (AM|PM)$/;

describe('formatClockTime', () => {
  it('reads a Lagos time on the 12-hour clock, AM and PM in capitals', () => {
    expect(formatClockTime('2026-11-24T20:09:00.000Z')).toBe('09:09 PM');
    expect(formatClockTime('2026-11-24T06:30:00.000Z')).toBe('07:30 AM');
    expect(formatClockTime(Date.parse('2026-11-24T11:00:00.000Z'))).toBe('12:00 PM');
    expect(formatClockTime(new Date('2026-11-23T23:05:00.000Z'))).toBe('12:05 AM');
  });

  it('takes another time zone when asked', () => {
    expect(formatClockTime('2026-11-24T20:09:00.000Z', 'UTC')).toBe('08:09 PM');
  });

  it('is the shape of the departure times the server sends', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 7) {
      const at = new Date(Date.UTC(2026, 10, 24, 0, minutes) - 60 * 60_000); // Lagos is UTC+1
      const hhmm = `${Math.floor(minutes / 60)}:${minutes % 60}`;
      expect(formatClockTime(at)).toBe(to12Hour(hhmm));
      expect(formatClockTime(at)).toMatch(ONE_FORMAT);
    }
  });

  it('is empty for something that is not a time', () => {
    expect(formatClockTime('soon')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('shows an instant as a Lagos date and time', () => {
    expect(formatDateTime('2026-11-24T20:09:00.000Z')).toBe('24 Nov 2026, 09:09 PM');
    expect(formatDateTime('2026-11-20T09:00:00.000Z')).toBe('20 Nov 2026, 10:00 AM');
  });

  it('dates an instant by its Lagos day, not its UTC one', () => {
    expect(formatDateTime('2026-11-20T23:30:00.000Z')).toBe('21 Nov 2026, 12:30 AM');
  });

  it('passes other text through', () => {
    expect(formatDateTime('yesterday')).toBe('yesterday');
    expect(formatDateTime('')).toBe('');
  });
});
