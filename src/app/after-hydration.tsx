import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * The shell's notices (cookie banner, offline line, outbox, toasts) are never in a prerendered page,
 * and each reads something only the browser knows. Mounted while the page hydrates, each one's first
 * browser value (or a message from the service worker) re-rendered it at once, synchronously; and a
 * synchronous render above the route's part of the page, not yet hydrated, made React hydrate all of
 * it in that same blocking task (a 250 ms task at 4× CPU on /). So they come once the page is
 * hydrated and the phone is idle, in a transition: they mount afresh then, with nothing to correct.
 */
let held = false;
const waiting = new Set<() => void>();

/** Called by mountApp before it hydrates a prerendered page (and never otherwise: nothing to wait for). */
export function holdUntilHydrated() {
  held = true;
  const release = () => {
    held = false;
    waiting.forEach((show) => show());
    waiting.clear();
  };
  // Idle comes once React has hydrated every part of the page (it keeps the thread busy until then).
  if (typeof requestIdleCallback === 'function') requestIdleCallback(release, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(release, IDLE_TIMEOUT_MS / 2);
}

/** At the latest: a phone never idle for so long still gets its notices. */
const IDLE_TIMEOUT_MS = 4000;

/** Whether the page has hydrated (always true for a page the app rendered itself). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !held);
  useEffect(() => {
    if (hydrated) return;
    const show = () => startTransition(() => setHydrated(true));
    if (!held) {
      show();
      return;
    }
    waiting.add(show);
    return () => void waiting.delete(show);
  }, [hydrated]);
  return hydrated;
}

/** Renders `children` once the page has hydrated. */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
