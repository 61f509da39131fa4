import { describe, expect, it } from 'vitest';
import { nextSlideLeft } from './carousel';

// Five slides of 300 px with a 16 px gap.
const slides = [0, 316, 632, 948, 1264];
const scrollWidth = 1564;

describe('nextSlideLeft', () => {
  it('moves one slide on a phone and wraps after the last', () => {
    expect(nextSlideLeft(slides, 0, 300, scrollWidth, 1)).toBe(316);
    expect(nextSlideLeft(slides, 948, 300, scrollWidth, 1)).toBe(1264);
    expect(nextSlideLeft(slides, 1264, 300, scrollWidth, 1)).toBe(0);
  });

  it('wraps as soon as the last slide is visible when three show', () => {
    expect(nextSlideLeft(slides, 632, 932, scrollWidth, 1)).toBe(0);
    expect(nextSlideLeft(slides, 316, 932, scrollWidth, 1)).toBe(632);
  });

  it('goes back a slide, and from the first to the end', () => {
    expect(nextSlideLeft(slides, 632, 300, scrollWidth, -1)).toBe(316);
    expect(nextSlideLeft(slides, 0, 300, scrollWidth, -1)).toBe(1264);
  });
});
