import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { PICKUP_LOCATIONS_PATH, TERMINAL_DIRECTORY_PATH } from '@contract/places';

export const PLACES_CACHE = 'freely-places-v1';
export const MAP_CODE_CACHE = 'freely-map-code-v1';

/** The lazy map chunk, its styles and maplibre's worker (left out of the precache in vite.config.ts). */
const isMapCode = (url: URL) =>
  url.origin === self.location.origin && /^\/assets\/(place-map|maplibre-gl-worker)-[\w-]+\.(js|mjs|css)$/.test(url.pathname);

const TERMINALS_URL = '/api/settings/Terminal/DepartureTerminalsByCountryCode/NG';
const DIRECTORY_URL = `/api/settings${TERMINAL_DIRECTORY_PATH}`;
const PICKUP_URL = `/api/settings${PICKUP_LOCATIONS_PATH}`;

/** Terminal and fare reads the app needs to plan a trip; the rest of /api is never cached here. */
const isPlaceRead = (url: URL) =>
  url.origin === self.location.origin &&
  (url.pathname.startsWith('/api/settings/Terminal/') ||
    url.pathname.startsWith('/api/settings/terminal/') ||
    url.pathname.startsWith('/api/settings/Fares/') ||
    url.pathname.startsWith('/api/settings/Route/getpopularroutes') ||
    url.pathname === PICKUP_URL);

export function registerRuntimeCaches() {
  // Hashed file names never change: once fetched on a first map visit, keep them. A new build's
  // names replace the old ones, which expire out (a few entries only).
  registerRoute(
    ({ url }) => isMapCode(url),
    new CacheFirst({
      cacheName: MAP_CODE_CACHE,
      plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 6 })],
    }),
  );
  // Network first so prices are current; after 4 s on a bad line, or offline, the last good
  // answer (up to a week old, 200 entries) beats a spinner.
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isPlaceRead(url),
    new NetworkFirst({
      cacheName: PLACES_CACHE,
      networkTimeoutSeconds: 4,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 }),
      ],
    }),
  );
}

/**
 * Terminal, directory and pick-up lists fetched at install, so planning a trip and finding a
 * terminal or pick-up point work offline from the very first visit. Each is tried on its own:
 * one failing (no network at install time) leaves the runtime cache to fill it on first use.
 */
export async function warmPlaceData() {
  const cache = await caches.open(PLACES_CACHE);
  await Promise.allSettled([TERMINALS_URL, DIRECTORY_URL, PICKUP_URL].map((url) => cache.add(url)));
}
