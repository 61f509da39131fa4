import { NavigationRoute, registerRoute } from 'workbox-routing';
import { pageForPath } from '@contract/prerendered-pages';
import { DEADLINES, fetchProgressing } from './deadline';
import { fromPrecache, precache } from './precache';

/** Paths the server answers itself: never serve the SPA shell for them (the sandbox ledger /sandbox too). */
export const NOT_APP_PATHS = [/^\/api\//, /^\/sandbox(\/|$)/, /^\/healthz$/];

const urlOf = (file: string) => new URL(`/${file}`, self.location.href).href;
const isPrecached = { has: (file: string) => precache.getCacheKeyForURL(urlOf(file)) !== undefined };

/**
 * A navigation gets its prerendered page (contract/prerendered-pages.ts): from the precache for the
 * few that are precached (home, My tickets, booking status), otherwise from the network, which
 * answers every path with its page; failing that within a few seconds (offline, a stalled link),
 * the precached index.html, the bare shell the app renders any route into from its cached code.
 */
export function registerNavigationFallback() {
  const shell = precache.createHandlerBoundToURL('/index.html');
  registerRoute(
    new NavigationRoute(
      async (options) => {
        const page = pageForPath(options.url.pathname, isPrecached);
        try {
          if (page) return await fromPrecache(new Request(urlOf(page)), options.event);
          return await fetchProgressing(options.url.href, DEADLINES.navigation, { credentials: 'same-origin' });
        } catch {
          // not cached yet and no signal: the shell renders the same route
          return shell(options);
        }
      },
      { denylist: NOT_APP_PATHS },
    ),
  );
}
