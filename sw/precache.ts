/// <reference lib="webworker" />
import { cleanupOutdatedCaches, PrecacheController } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { DEADLINES, fetchProgressing } from './deadline';
import { splitTiers, type TieredEntry } from '@contract/precache-tiers';
import { unpackFiles } from '@contract/precache-pack';
import { fetchMatching, responseMatches } from './response-type';

declare const self: ServiceWorkerGlobalScope;

/** Files fetched at once: a phone's browser opens about six connections to one host. */
const PARALLEL = 6;

/**
 * Workbox keeps the precache (revisions, cache keys, clean-up of old files, routing); this file
 * only decides what is fetched when. Workbox's own install fetches every file one after another,
 * which on Slow 3G took 91 s for 205 files: here the install fetches the 'now' tier in parallel,
 * and the rest comes after (see contract/precache-tiers.ts).
 */
export const precache = new PrecacheController({ fallbackToNetwork: true });

export function registerPrecache(manifest: (string | TieredEntry)[]) {
  const tiers = splitTiers(manifest);
  precache.addToCacheList([...tiers.now, ...tiers.public, ...tiers.later]);
  registerRoute(({ url }) => precache.getCacheKeyForURL(url.href) !== undefined, ({ request, event }) => fromPrecache(request, event));
  cleanupOutdatedCaches();
  return tiers;
}

/**
 * A listed file from the precache; one not cached yet (a background tier still on its way) from the
 * network, and kept: a page opened online before the background fill ends still opens offline.
 */
export async function fromPrecache(request: Request, event: ExtendableEvent): Promise<Response> {
  const cacheKey = precache.getCacheKeyForURL(request.url)!;
  const cache = await caches.open(precache.strategy.cacheName);
  const cached = await cache.match(cacheKey);
  if (cached) return cached;
  const response = await fetchProgressing(request.url, DEADLINES.page, { credentials: 'same-origin' });
  if (responseMatches(request.url, response)) event.waitUntil(cache.put(cacheKey, response.clone()));
  return response;
}

/**
 * Puts each file not cached yet into the precache, PARALLEL at a time. Each file is stored as it
 * arrives, so a phone closed halfway keeps what it got. A file that fails is tried once more at the
 * end of the queue (mobile data drops a request now and then); rejects if any still failed, after
 * trying them all.
 */
export async function fillPrecache(entries: readonly TieredEntry[]): Promise<void> {
  const cache = await caches.open(precache.strategy.cacheName);
  const queue = entries.map((entry) => ({ entry, tries: 0 }));
  const failures: string[] = [];
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const { entry } = item;
      const url = new URL(entry.url, self.location.href).href;
      const cacheKey = precache.getCacheKeyForURL(url) ?? url;
      if (await cache.match(cacheKey)) continue;
      try {
        // Hashed files may come from the HTTP cache (the page just loaded them); revisioned ones not.
        await cache.put(cacheKey, await fetchMatching(url, DEADLINES.file, { cache: entry.revision ? 'reload' : 'default', credentials: 'same-origin' }));
      } catch (error) {
        if (++item.tries < 2) queue.push(item);
        else failures.push(`${entry.url}: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  if (failures.length) throw new Error(`Could not cache ${failures.length} file(s): ${failures.slice(0, 3).join('; ')}`);
}

/** The cache key of each listed file the precache does not hold yet. */
async function missingKeys(cache: Cache, entries: readonly TieredEntry[]): Promise<Set<string>> {
  const missing = new Set<string>();
  for (const entry of entries) {
    const key = precache.getCacheKeyForURL(new URL(entry.url, self.location.href).href);
    if (key && !(await cache.match(key))) missing.add(key);
  }
  return missing;
}

/**
 * A tier's files: from its pack (contract/precache-pack.ts) in one download when most of them are
 * missing (a first visit), then one by one whatever the pack did not bring (an update that changed
 * a few files, a pack that failed). A pack is given up after DEADLINES.page without a byte.
 */
export async function fillTier(entries: readonly TieredEntry[], packUrl: string | undefined): Promise<void> {
  const cache = await caches.open(precache.strategy.cacheName);
  const missing = await missingKeys(cache, entries);
  if (packUrl && missing.size > entries.length / 2) {
    try {
      const response = await fetchProgressing(new URL(packUrl, self.location.href).href, DEADLINES.page, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`${response.status}`);
      for (const file of unpackFiles(await response.arrayBuffer())) {
        const key = precache.getCacheKeyForURL(new URL(file.url, self.location.href).href);
        // Only files this build lists and still lacks: a pack is never trusted past the manifest.
        if (key && missing.has(key)) await cache.put(key, new Response(file.body, { headers: { 'content-type': file.type } }));
      }
    } catch {
      // One by one below.
    }
  }
  await fillPrecache(entries);
}
