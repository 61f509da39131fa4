import { useEffect, useState } from 'react';

/**
 * Where the track scrolls next: the following (or previous) slide start, wrapping to the first
 * slide after the last visible one and to the end before the first. Slides are left offsets
 * from the track start; works whether one or three slides are visible.
 */
export function nextSlideLeft(slides: readonly number[], scrollLeft: number, clientWidth: number, scrollWidth: number, direction: 1 | -1): number {
  const atEnd = scrollLeft + clientWidth >= scrollWidth - 2;
  const atStart = scrollLeft <= 2;
  if (direction === 1) {
    if (atEnd) return 0;
    return slides.find((left) => left > scrollLeft + 2) ?? 0;
  }
  if (atStart) return Math.max(0, scrollWidth - clientWidth);
  let previous = 0;
  for (const left of slides) if (left < scrollLeft - 2) previous = left;
  return previous;
}

/** True when the person asked the system for less motion: no autoplay then. */
export function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => typeof window !== 'undefined' && window.matchMedia(query).matches);
  useEffect(() => {
    const media = window.matchMedia(query);
    const onChange = () => setReduced(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);
  return reduced;
}
