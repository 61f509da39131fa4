import { useEffect, useRef, useState, type FocusEvent } from 'react';

/** How long 'Ready to work offline' stays: long enough to read its two lines, then out of the way. */
export const OFFLINE_READY_SHOW_MS = 6000;

/**
 * Calls `onClose` after `ms`, counted again from the start each time the traveller lets go: the
 * timer holds while a pointer is over the element or focus is inside it, so it never vanishes
 * under a finger or a screen reader. Spread the returned handlers on the element.
 */
export function useAutoClose(onClose: () => void, ms: number) {
  const [held, setHeld] = useState(false);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(() => close.current(), ms);
    return () => window.clearTimeout(timer);
  }, [held, ms]);
  return {
    onPointerEnter: () => setHeld(true),
    onPointerLeave: () => setHeld(false),
    onFocus: () => setHeld(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
    },
  };
}
