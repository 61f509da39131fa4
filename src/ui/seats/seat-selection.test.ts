import { describe, expect, it } from 'vitest';
import { canContinue, keepStillFree, seatLabel, seatState, toggleSeat } from './seat-selection';

const free = [1, 2, 3, 5, 8];

describe('seatState', () => {
  it('tells available, selected and booked seats apart', () => {
    expect(seatState(1, free, [])).toBe('available');
    expect(seatState(1, free, [1])).toBe('selected');
    expect(seatState(4, free, [])).toBe('booked');
  });

  it('shows a seat held by an unpaid booking as held, not booked, and never lets it be chosen', () => {
    expect(seatState(4, free, [], [4, 6])).toBe('held');
    expect(seatState(7, free, [], [4, 6])).toBe('booked');
    expect(seatLabel(4, 'held')).toBe('Seat 4, held');
    expect(toggleSeat([1], 4, free, 3)).toEqual({ selected: [1], exceeded: false });
  });
});

describe('toggleSeat', () => {
  it('adds a free seat and keeps the list sorted', () => {
    expect(toggleSeat([5], 2, free, 3)).toEqual({ selected: [2, 5], exceeded: false });
  });

  it('removes a selected seat', () => {
    expect(toggleSeat([2, 5], 2, free, 3)).toEqual({ selected: [5], exceeded: false });
  });

  it('ignores a booked seat', () => {
    expect(toggleSeat([2], 4, free, 3)).toEqual({ selected: [2], exceeded: false });
  });

  it('refuses a seat beyond the adults and says so', () => {
    expect(toggleSeat([1, 2], 3, free, 2)).toEqual({ selected: [1, 2], exceeded: true });
  });

  it('still lets a full selection deselect', () => {
    expect(toggleSeat([1, 2], 1, free, 2)).toEqual({ selected: [2], exceeded: false });
  });
});

describe('canContinue', () => {
  it('needs exactly one seat per adult', () => {
    expect(canContinue([1], 2)).toBe(false);
    expect(canContinue([1, 2], 2)).toBe(true);
    expect(canContinue([], 0)).toBe(false);
  });
});

describe('keepStillFree', () => {
  it('drops seats sold since and trims to the limit', () => {
    expect(keepStillFree([8, 4, 1], free, 5)).toEqual([1, 8]);
    expect(keepStillFree([1, 2, 3], free, 2)).toEqual([1, 2]);
  });
});

describe('seatLabel', () => {
  it('reads like the screen reader label the tests use', () => {
    expect(seatLabel(5, 'available')).toBe('Seat 5, available');
    expect(seatLabel(7, 'booked')).toBe('Seat 7, booked');
  });
});
