import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { PRERENDERED_ROUTE_ATTRIBUTE } from '@contract/prerendered-pages';
import { sessionStore } from '@/api/session';
import { hasSavedAnswers, skipRestoreThisLoad } from '@/offline/query-persister';
import { holdUntilHydrated } from './after-hydration';
import { replayOnceRendered } from './early-input';
import type { AppRouter } from './router';

/**
 * Hydrates the prerendered page in `#root` (issue 14), or renders into an empty one.
 *
 * The page was rendered at build time for a guest with nothing saved and no answer yet, on a path
 * without a query string (src/prerender/render-page.tsx). The app hydrates it only when this
 * visit renders the same: a guest, and the router, once its guards have run and the route's code
 * is in, on that same route with no search parameters, and no answers saved on the phone. A
 * signed-in traveller (sent from / to /dashboard, or with an avatar in the header), /select-bus?…,
 * a legacy address that redirects, or a returning visitor is rendered afresh instead: React swaps
 * the page's HTML for it in one commit, so the page never goes blank.
 *
 * Saved answers: React hydrates the route's part of the page (inside the router's Suspense
 * boundary) after the providers' effects have run, and PersistQueryClientProvider restores the
 * saved answers in one, so the route would render data its HTML does not have. For the same
 * reason a hydrated page restores nothing, even what another tab saves meanwhile.
 *
 * So that the first render matches the HTML, the route loaders' prefetches are dropped for this one
 * load: the screens ask for the same answers as they mount, a moment later.
 */
export async function mountApp(root: HTMLElement, app: ReactNode, router: AppRouter, queryClient: QueryClient) {
  const prerenderedRoute = root.getAttribute(PRERENDERED_ROUTE_ATTRIBUTE);
  if (prerenderedRoute === null || sessionStore.get() !== null || (await hasSavedAnswers())) {
    createRoot(root).render(app);
    replayOnceRendered(root, router);
    return;
  }
  // Nothing was saved as this page checked: answers another tab saves from now on are not restored
  // into it mid-hydration (query-persister.ts).
  skipRestoreThisLoad();
  const prefetch = queryClient.prefetchQuery;
  queryClient.prefetchQuery = () => Promise.resolve();
  try {
    await router.load();
  } finally {
    queryClient.prefetchQuery = prefetch;
  }
  const { location, matches } = router.state;
  if (matches.at(-1)?.routeId !== prerenderedRoute || location.searchStr !== '') {
    createRoot(root).render(app);
    replayOnceRendered(root, router);
    return;
  }
  // What TanStack Router's own hydrate() sets (its dehydration is not needed: these pages carry no
  // loader data): the matches render as on the server, without the client-only Suspense around them.
  router.ssr = { manifest: undefined };
  holdUntilHydrated();
  // In a transition, so the phone's main thread is held in short slices rather than for the whole
  // page at once (Total Blocking Time). Taps and typing stay held until the route has rendered,
  // hydrated, and are replayed then: a field chosen mid-hydration, before React reached it, would
  // otherwise be taken for the page's own and lose its value (a list on Suggest a Route).
  startTransition(() => {
    hydrateRoot(root, app, {
      onRecoverableError: (error) => console.error('Hydration mismatch: the page was rendered again in the browser.', error),
    });
  });
  replayOnceRendered(root, router);
}
