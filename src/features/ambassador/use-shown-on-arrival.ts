import { useEffect, useRef } from 'react';

/**
 * A message that replaces what the traveller was looking at (a success after a modal): scrolled
 * into view and focused once it appears, so it is seen on a small phone and read by a screen reader.
 */
export function useShownOnArrival<T extends HTMLElement>(shown: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!shown || !ref.current) return;
    ref.current.scrollIntoView({ block: 'center' });
    ref.current.focus({ preventScroll: true });
  }, [shown]);
  return ref;
}
