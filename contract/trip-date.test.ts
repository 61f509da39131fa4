import { describe, expect, it } from 'vitest';
import { formatTripDate } from './dates';

describe('formatTripDate', () => {
  it('shows the calendar day without shifting time zones', () => {
    expect(formatTripDate('2026-11-24')).toMatch(/^Tue,? 24 Nov 2026$/);
    expect(formatTripDate('2026-01-01')).toMatch(/^Thu,? 1 Jan 2026$/);
  });

  it('leaves anything else alone', () => {
    expect(formatTripDate('tomorrow')).toBe('tomorrow');
  });
});
