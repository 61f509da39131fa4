import { describe, expect, it } from 'vitest';
import { afterSeatsPath, currentLeg, legView } from './leg-view';

describe('legView', () => {
  it('lists direct buses when there are any', () => {
    expect(legView([1, 2], [3], false)).toEqual({ kind: 'direct', trips: [1, 2] });
  });

  it('offers suggestions first, then lists them once asked', () => {
    expect(legView([], [3], false)).toEqual({ kind: 'suggest', trips: [3] });
    expect(legView([], [3], true)).toEqual({ kind: 'alternatives', trips: [3] });
  });

  it('says no bus found when there is nothing nearby either', () => {
    expect(legView([], [], false)).toEqual({ kind: 'none' });
    expect(legView([], [], true)).toEqual({ kind: 'none' });
  });
});

describe('currentLeg', () => {
  it('moves to the return leg only on a round trip with outbound seats chosen', () => {
    expect(currentLeg(false, true)).toBe('outbound');
    expect(currentLeg(true, false)).toBe('outbound');
    expect(currentLeg(true, true)).toBe('return');
  });
});

describe('afterSeatsPath', () => {
  it('sends a guest to /signin', () => {
    expect(afterSeatsPath(false)).toBe('/signin');
    expect(afterSeatsPath(true)).toBe('/passenger-details');
  });
});
