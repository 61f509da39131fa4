import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '@/routeTree.gen';

/**
 * In the browser, or prerendering one path from a memory history (src/prerender/render-page.tsx).
 * The prerender leaves scroll restoration out: on the server it writes an inline script, which
 * the app's Content-Security-Policy refuses, and a page opened afresh starts at the top anyway.
 */
export function createAppRouter(queryClient: QueryClient, prerender?: { history: RouterHistory }) {
  return createRouter({
    routeTree,
    history: prerender?.history,
    context: { queryClient },
    defaultPreload: 'intent',
    // Query owns freshness; the router should always ask it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: prerender ? false : leaveAScrolledFirstPage(),
  });
}

/**
 * Scroll restoration, but not on the first page shown when the traveller has already scrolled it:
 * a prerendered page is read and scrolled on 3G before the app is in, and the app taking it over
 * must not throw the reader back to the top (where a lazy part they scrolled to would never load).
 */
function leaveAScrolledFirstPage() {
  let first = true;
  return ({ location }: { location: { hash: string } }) => {
    const scrolled = first && location.hash === '' && window.scrollY > 0;
    first = false;
    return !scrolled;
  };
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
