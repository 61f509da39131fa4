/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { fillPrecache, fillTier, precache, registerPrecache } from './precache';
import { registerNavigationFallback } from './navigation';
import { dropOldMapCode, refreshMapCode, registerRuntimeCaches, warmPlaceData } from './runtime-caches';
import { registerFormOutbox } from './form-outbox';
import { registerScanOutbox } from './scan-outbox';
import { BACKGROUND_TIERS, SCANNER_CODE_PATH } from '@contract/precache-tiers';
import { WARM_CACHES, type WarmCaches } from '@contract/sw-messages';

declare const self: ServiceWorkerGlobalScope;

const tiers = registerPrecache(self.__WB_MANIFEST);
registerNavigationFallback();
registerRuntimeCaches();
registerFormOutbox();
registerScanOutbox();

// A first install waits only for the 'now' tier: the app works offline in seconds on 3G. An
// update waits for everything the phone had, so what worked offline before it works after it.
self.addEventListener('install', (event) => {
  const isUpdate = self.registration.active !== null;
  event.waitUntil(
    Promise.all([
      isUpdate ? fillAll() : fillPrecache(tiers.now),
      isUpdate ? refreshMapCode(tiers.map) : undefined,
      warmPlaceData(),
    ]),
  );
});

self.addEventListener('activate', (event) => {
  void precache.activate(event);
  event.waitUntil(dropOldMapCode(tiers.map));
});

let warming: Promise<unknown> | undefined;
/**
 * The rest of the app, fetched in the background once a page runs (each start, until complete):
 * the pages that need no account first, with the whole link to themselves, then the rest.
 */
const fillBackground = async () => {
  for (const tier of BACKGROUND_TIERS) await fillTier(tiers[tier], tiers.packs[tier]).catch(() => undefined);
};
/** An update: everything the phone had, each tier from its pack if most of it changed; rejects if a file could not come. */
const fillAll = () => Promise.all([fillPrecache(tiers.now), ...BACKGROUND_TIERS.map((tier) => fillTier(tiers[tier], tiers.packs[tier]))]);
const warm = (mapUsed: boolean) =>
  (warming ??= Promise.allSettled([fillBackground(), refreshMapCode(tiers.map, mapUsed)]).finally(() => (warming = undefined)));

self.addEventListener('message', (event) => {
  const message = event.data as { type?: string } | undefined;
  // The page asks before an update takes over (src/offline/sw-bridge.ts).
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === WARM_CACHES) {
    const { map, scanner } = message as WarmCaches;
    // The scanner's few files ahead of the hundred-odd others: a conductor may go offline soon after.
    if (scanner === true) event.waitUntil(fillPrecache(tiers.later.filter((e) => SCANNER_CODE_PATH.test(e.url))).catch(() => undefined));
    event.waitUntil(warm(map === true));
  }
});
// The first install claims the page at once so it works offline without a reload.
clientsClaim();
