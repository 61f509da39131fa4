import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import type { Persister } from '@tanstack/react-query-persist-client';
import { NOT_FOUND_PATH } from '@contract/prerendered-pages';
import { App } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';

/** At build time there is nothing saved to restore and nowhere to save. */
const noPersister: Persister = {
  persistClient: () => undefined,
  restoreClient: () => Promise.resolve(undefined),
  removeClient: () => undefined,
};

export type RenderedPage = { path: string; routeId: string; html: string } | { path: string; skipped: string };

/**
 * One route as a traveller's phone first paints it: a guest with nothing saved and no answer yet
 * (screens that need data show their skeleton). TanStack Router renders it on the server from a
 * memory history, after `router.load()` has run its guards and loaded its code-split component.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const { location, matches } = router.state;
  if (location.pathname !== path) return { path, skipped: `redirects to ${location.pathname}` };
  const failed = matches.find((match) => match.status === 'error');
  if (failed) return { path, skipped: `${failed.status} in ${failed.routeId}: ${String(failed.error)}` };
  // A guard sent the guest elsewhere (the account pages, a search result page without its search).
  if (matches.length === 0) return { path, skipped: 'a guard redirects a guest' };
  const html = renderToString(<App queryClient={queryClient} router={router} persister={noPersister} />);
  queryClient.clear();
  return { path, routeId: matches.at(-1)!.routeId, html };
}

/** Every path the router knows without parameters, and one unknown path for the not-found page. */
export function prerenderPaths(): string[] {
  const { routesByPath } = createAppRouter(createQueryClient());
  const paths = Object.keys(routesByPath).filter((path) => !path.includes('$'));
  return ['/', ...paths.filter((path) => path !== '/'), NOT_FOUND_PATH];
}
