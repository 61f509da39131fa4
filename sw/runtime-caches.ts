/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchesCall, sitePath } from '@contract/call';
import * as settingsCalls from '@contract/calls/settings';
import { COUNTRY_CODE } from '@contract/limits';
import { deadline, DEADLINES, fetchProgressing } from './deadline';
import { MAP_CODE_PATH, type TieredEntry } from '@contract/precache-tiers';
import { fetchMatching, responseMatches, sameTypeOnly } from './response-type';
import * as placesCalls from '@contract/calls/places';

declare const self: ServiceWorkerGlobalScope;

export const PLACES_CACHE = 'freely-places-v1';
export const MAP_CODE_CACHE = 'freely-map-code-v1';

const isMapCode = (url: URL) => url.origin === self.location.origin && MAP_CODE_PATH.test(url.pathname);

const TERMINALS_URL = sitePath(settingsCalls.departureTerminals, { countryCode: COUNTRY_CODE });
const DIRECTORY_URL = sitePath(placesCalls.terminalDirectory);
const PICKUP_URL = sitePath(placesCalls.pickupLocations);

/** Terminal, fare and route reads the app needs to plan a trip; the rest of /api is never cached here. */
const PLACE_READS = [
  settingsCalls.departureTerminals, settingsCalls.destinationTerminals, settingsCalls.terminal, placesCalls.terminalDirectory,
  placesCalls.pickupLocations, settingsCalls.routeFares, settingsCalls.popularRoutes,
];
const isPlaceRead = (url: URL) => url.origin === self.location.origin && PLACE_READS.some((call) => matchesCall(call, url.pathname));

export function registerRuntimeCaches() {
  // The map's code, kept on a first map visit (and kept current across updates by refreshMapCode).
  // A page is waiting for it: the page's deadline, not a background fill's (a stalled link ends in
  // the map's own message within seconds, src/ui/map/map-frame.tsx).
  registerRoute(({ url }) => isMapCode(url), ({ request, event }) => mapCodeFor(request, event));
  // Network first so prices are current; after 4 s on a bad line, or offline, the last good
  // answer (up to a week old, 200 entries) beats a spinner. With nothing saved, the request
  // gives up at its deadline instead of waiting on a stalled link for ever.
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isPlaceRead(url),
    new NetworkFirst({
      cacheName: PLACES_CACHE,
      networkTimeoutSeconds: 4,
      plugins: [sameTypeOnly, deadline(DEADLINES.read), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 })],
    }),
  );
}

async function mapCodeFor(request: Request, event: ExtendableEvent): Promise<Response> {
  const cache = await caches.open(MAP_CODE_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetchProgressing(request.url, DEADLINES.page, { credentials: 'same-origin' });
  if (responseMatches(request.url, response)) event.waitUntil(cache.put(request, response.clone()));
  return response;
}

/** Puts `url`'s answer in `cache` if it is what was asked for. */
async function keep(cache: Cache, url: string, ms: number): Promise<void> {
  await cache.put(url, await fetchMatching(url, ms, { credentials: 'same-origin' }));
}

/**
 * Terminal, directory and pick-up lists fetched at install, so planning a trip and finding a
 * terminal or pick-up point work offline from the very first visit. Each is tried on its own:
 * one failing (no network at install time) leaves the runtime cache to fill it on first use.
 */
export async function warmPlaceData() {
  const cache = await caches.open(PLACES_CACHE);
  await Promise.allSettled([TERMINALS_URL, DIRECTORY_URL, PICKUP_URL].map((url) => keep(cache, url, DEADLINES.read)));
}

/**
 * A phone that has the map keeps it across updates: a new build's map files (new names when
 * their content changed) are fetched before the update takes over, and the old ones go once it
 * has. A phone that never opened a map fetches nothing, unless `used` (a page just loaded it).
 */
export async function refreshMapCode(mapTier: readonly TieredEntry[], used = false): Promise<void> {
  const cache = await caches.open(MAP_CODE_CACHE);
  if (!used && (await cache.keys()).length === 0) return;
  const urls = mapTier.map((entry) => new URL(entry.url, self.location.href).href);
  const missing = [];
  for (const url of urls) if (!(await cache.match(url))) missing.push(url);
  await Promise.all(missing.map((url) => keep(cache, url, DEADLINES.file)));
}

/** After an update: drop map files the current build no longer has. */
export async function dropOldMapCode(mapTier: readonly TieredEntry[]): Promise<void> {
  const cache = await caches.open(MAP_CODE_CACHE);
  const current = new Set(mapTier.map((entry) => new URL(entry.url, self.location.href).href));
  for (const request of await cache.keys()) if (!current.has(request.url)) await cache.delete(request);
}
