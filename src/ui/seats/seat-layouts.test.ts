import { describe, expect, it } from 'vitest';
import { SEAT_LAYOUT_SIZES } from '@contract/limits';
import { DRAWN_LAYOUT_SIZES, seatLayout, type SeatLayout } from './seat-layouts';

const seatsOf = (layout: SeatLayout) => layout.flat().flatMap((c) => (c.kind === 'seat' ? [c.seat] : []));
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('seatLayout', () => {
  it('draws every size the spec lists', () => {
    expect([...DRAWN_LAYOUT_SIZES].sort((a, b) => a - b)).toEqual([...SEAT_LAYOUT_SIZES]);
  });

  it.each([...SEAT_LAYOUT_SIZES])('has seats 1..%i exactly once, in reading order', (size) => {
    const seats = seatsOf(seatLayout(size));
    expect(seats).toEqual(range(size));
  });

  it.each([...SEAT_LAYOUT_SIZES])('puts one driver at the front left of the %i-seater', (size) => {
    const layout = seatLayout(size);
    const drivers = layout.flat().filter((c) => c.kind === 'driver');
    expect(drivers).toHaveLength(1);
    expect(layout[0]![0]).toEqual({ kind: 'driver' });
  });

  it.each([...SEAT_LAYOUT_SIZES])('keeps the rows of the %i-seater the same width, with an aisle or gap', (size) => {
    const layout = seatLayout(size);
    const widths = new Set(layout.map((row) => row.length));
    expect(widths.size).toBe(1);
    expect(layout.flat().some((c) => c.kind === 'gap')).toBe(true);
  });

  it.each([1, 5, 9, 18])('falls back to a plain plan for an unexpected %i-seater', (size) => {
    const layout = seatLayout(size);
    expect(seatsOf(layout)).toEqual(range(size));
    expect(layout[0]![0]).toEqual({ kind: 'driver' });
  });
});
