import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';

export const PLACES_CACHE = 'freely-places-v1';

/** Terminal and fare reads the app needs to plan a trip; the rest of /api is never cached here. */
const isPlaceRead = (url: URL) =>
  url.origin === self.location.origin &&
  (url.pathname.startsWith('/api/settings/Terminal/') ||
    url.pathname.startsWith('/api/settings/terminal/') ||
    url.pathname.startsWith('/api/settings/Fares/') ||
    url.pathname.startsWith('/api/settings/Route/getpopularroutes'));

export function registerRuntimeCaches() {
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

/** Terminal list fetched at install, so planning works offline from the very first visit. */
export async function warmPlaceData() {
  try {
    const cache = await caches.open(PLACES_CACHE);
    await cache.add('/api/settings/Terminal/DepartureTerminalsByCountryCode/NG');
  } catch {
    // No network at install time is fine: the runtime cache fills on first use.
  }
}
