import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useBrowserValue } from '@/lib/use-browser-value';
import { useOnline } from '@/offline/network-status';
import { popularRoutesQueryOptions } from '../api/get-popular-routes';

// A carousel whose code cannot load (offline before it was ever saved) shows nothing, not an error page.
const PopularRoutes = lazy(() =>
  import('./popular-routes').then(
    (m) => ({ default: m.PopularRoutes }),
    () => ({ default: () => null }),
  ),
);

/** The carousel's height, kept while its routes are on their way so the page below does not jump. */
const RESERVED_PX = 240;

/**
 * Holds the place of the popular-routes carousel and loads it when it scrolls near the
 * viewport: on a phone it sits below the search, so its code stays off the first load. With
 * nothing to show (none saved and no answer: offline, or the link stalled) it keeps no place.
 */
export function PopularRoutesSlot() {
  const slot = useRef<HTMLDivElement>(null);
  const online = useOnline();
  const routes = useQuery(popularRoutesQueryOptions());
  const [seen, setNear] = useState(false);
  // Without IntersectionObserver (old browsers) the carousel simply loads at once, after hydration.
  const near = useBrowserValue(() => seen || typeof IntersectionObserver === 'undefined', false);
  const nothingToShow = routes.data ? routes.data.length === 0 : routes.isError || !online;
  useEffect(() => {
    // The slot is not rendered while there is nothing to show; it is watched again once it is.
    const el = slot.current;
    if (!el || near || nothingToShow) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: '0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, nothingToShow]);
  if (nothingToShow) return null;
  return (
    <div ref={slot} style={{ minHeight: near ? undefined : RESERVED_PX }}>
      {near && (
        <Suspense fallback={null}>
          <PopularRoutes />
        </Suspense>
      )}
    </div>
  );
}
