import { NavigationRoute, registerRoute } from 'workbox-routing';
import { precache } from './precache';

/** Paths the server answers itself: never serve the SPA shell for them (the sandbox ledger /sandbox too). */
export const NOT_APP_PATHS = [/^\/api\//, /^\/sandbox(\/|$)/, /^\/healthz$/];

/** Every app path is the same SPA: answer navigations with the precached index.html. */
export function registerNavigationFallback() {
  registerRoute(new NavigationRoute(precache.createHandlerBoundToURL('/index.html'), { denylist: NOT_APP_PATHS }));
}
