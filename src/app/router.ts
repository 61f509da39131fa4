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
    scrollRestoration: !prerender,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
