import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const PopularRoutes = lazy(() => import('./popular-routes').then((m) => ({ default: m.PopularRoutes })));

/**
 * Holds the place of the popular-routes carousel and loads it when it scrolls near the
 * viewport: on a phone it sits below the search, so its code stays off the first load.
 */
export function PopularRoutesSlot() {
  const slot = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (old browsers) the carousel simply loads at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = slot.current;
    if (!el || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: '0px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={slot} style={{ minHeight: near ? undefined : 240 }}>
      {near && (
        <Suspense fallback={null}>
          <PopularRoutes />
        </Suspense>
      )}
    </div>
  );
}
