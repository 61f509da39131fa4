import { describe, expect, it } from 'vitest';
import { seatChoiceProblem, seatLegs } from './seat-rules';

describe('seat registrations', () => {
  it('reads one leg for one way and two for a round trip', () => {
    expect(seatLegs('12:1,2', 0)).toEqual({ legs: [{ tripId: 12, seats: [1, 2] }] });
    expect(seatLegs('12:1,2;40:3,4', 1)).toEqual({ legs: [{ tripId: 12, seats: [1, 2] }, { tripId: 40, seats: [3, 4] }] });
  });

  it.each([
    ['12:1;40:2', 0, 'A one-way booking has seats on one trip only.'],
    ['12:1', 1, 'A round trip needs seats on the return trip too.'],
    ['12-1', 0, 'Seats must be given as trip and seat numbers, like "12:1,2" or "12:1,2;40:3,4".'],
  ])('%s (tripType %i) is refused', (value, tripType, problem) => {
    expect(seatLegs(value, tripType)).toEqual({ problem });
  });
});

describe('seat choice', () => {
  it('accepts one distinct seat of the bus per adult', () => {
    expect(seatChoiceProblem([1, 14], 14, 2, 'outbound')).toBeUndefined();
  });

  it('needs exactly one seat per adult', () => {
    expect(seatChoiceProblem([1], 14, 2, 'outbound')).toBe('Choose exactly 2 seat(s), one per passenger (1 chosen).');
    expect(seatChoiceProblem([1, 2, 3], 14, 2, 'return')).toBe('Choose exactly 2 seat(s) on the return trip, one per passenger (3 chosen).');
  });

  it('refuses seats the bus does not have', () => {
    expect(seatChoiceProblem([0], 6, 1, 'outbound')).toBe('Seat 0 does not exist: this bus has seats 1 to 6.');
    expect(seatChoiceProblem([7], 6, 1, 'outbound')).toBe('Seat 7 does not exist: this bus has seats 1 to 6.');
  });

  it('refuses the same seat twice', () => {
    expect(seatChoiceProblem([3, 3], 14, 2, 'outbound')).toBe('Seat 3 is chosen twice.');
  });
});
