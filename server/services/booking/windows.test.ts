import { describe, expect, it } from 'vitest';
import { departureDateProblem, departureWindow, readableDate, returnDateProblem, returnWindow } from './windows';

const TODAY = '2026-11-23';

describe('search date windows (Lagos dates)', () => {
  it('departures run from tomorrow to 21 days ahead', () => {
    expect(departureWindow(TODAY)).toEqual({ min: '2026-11-24', max: '2026-12-14' });
    expect(departureDateProblem('2026-11-24', TODAY)).toBeUndefined();
    expect(departureDateProblem('2026-12-14', TODAY)).toBeUndefined();
  });

  it.each(['2026-11-23', '2026-12-15', '2025-11-24', '2026-02-30'])('refuses departure %s with the window in words', (date) => {
    expect(departureDateProblem(date, TODAY)).toBe('Choose a departure date from Tue, 24 Nov 2026 to Mon, 14 Dec 2026.');
  });

  it('returns run from the day after departure to 21 days from today', () => {
    expect(returnWindow(TODAY, '2026-11-30')).toEqual({ min: '2026-12-01', max: '2026-12-14' });
    expect(returnDateProblem('2026-12-01', '2026-11-30', TODAY)).toBeUndefined();
    expect(returnDateProblem('2026-12-14', '2026-11-30', TODAY)).toBeUndefined();
    expect(returnDateProblem('2026-11-30', '2026-11-30', TODAY)).toBe('Choose a return date from Tue, 1 Dec 2026 to Mon, 14 Dec 2026.');
    expect(returnDateProblem('2026-12-15', '2026-11-30', TODAY)).toMatch(/^Choose a return date from/);
  });

  it('says plainly when a departure on the last day leaves no return day', () => {
    expect(returnDateProblem('2026-12-15', '2026-12-14', TODAY)).toMatch(/cannot return within 21 days from today/);
  });

  it('crosses month and year ends', () => {
    expect(departureWindow('2026-12-31')).toEqual({ min: '2027-01-01', max: '2027-01-21' });
    expect(readableDate('2027-01-01')).toBe('Fri, 1 Jan 2027');
  });
});
