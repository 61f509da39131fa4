/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { registerPrecache } from './precache';
import { registerNavigationFallback } from './navigation';
import { registerRuntimeCaches, warmPlaceData } from './runtime-caches';
import { registerFormOutbox } from './form-outbox';

declare const self: ServiceWorkerGlobalScope;

registerPrecache(self.__WB_MANIFEST);
registerNavigationFallback();
registerRuntimeCaches();
registerFormOutbox();

self.addEventListener('install', (event) => {
  event.waitUntil(warmPlaceData());
});

// The page asks before an update takes over (src/offline/sw-bridge.ts); the first install
// claims the page at once so it works offline without a reload.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | undefined)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
