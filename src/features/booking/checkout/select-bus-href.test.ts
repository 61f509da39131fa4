import { describe, expect, it } from 'vitest';
import { selectBusHref } from './select-bus-href';

describe('selectBusHref', () => {
  it('rebuilds the search the draft was made for', () => {
    expect(selectBusHref({ from: 1, to: 13, date: '2026-11-24', adults: 2 })).toBe('/select-bus?from=1&to=13&date=2026-11-24&adults=2');
    expect(selectBusHref({ from: 1, to: 13, date: '2026-11-24', returnDate: '2026-11-28', adults: 3 })).toBe(
      '/select-bus?from=1&to=13&date=2026-11-24&adults=3&returnDate=2026-11-28',
    );
  });

  it('falls back to the bare route', () => {
    expect(selectBusHref(null)).toBe('/select-bus');
  });
});
