import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';

/**
 * The app shell and every route's code and styles, injected at build time. Content pages are
 * plain route chunks, so they are in here too and open offline after the first visit.
 */
export function registerPrecache(manifest: (string | PrecacheEntry)[]) {
  cleanupOutdatedCaches();
  precacheAndRoute(manifest);
}
