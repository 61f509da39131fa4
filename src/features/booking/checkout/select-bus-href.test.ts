import { describe, expect, it } from 'vitest';
import { selectBusHref } from './select-bus-href';

describe('selectBusHref', () => {
  it('rebuilds the search from a search key', () => {
    expect(selectBusHref('1-13-2026-11-24--2')).toBe('/select-bus?from=1&to=13&date=2026-11-24&adults=2');
    expect(selectBusHref('1-13-2026-11-24-2026-11-28-3')).toBe('/select-bus?from=1&to=13&date=2026-11-24&adults=3&returnDate=2026-11-28');
  });

  it('reads a URL search string too', () => {
    expect(selectBusHref('?from=1&to=13&date=2026-11-24&adults=2')).toBe('/select-bus?from=1&to=13&date=2026-11-24&adults=2');
  });

  it('falls back to the bare route', () => {
    expect(selectBusHref('')).toBe('/select-bus');
    expect(selectBusHref('from=1')).toBe('/select-bus');
  });
});
