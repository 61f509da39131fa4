import type { Workbox } from 'workbox-window';
import { WARM_CACHES, type WarmCaches } from '@contract/sw-messages';

export type SwStatus = { offlineReady: boolean; updateWaiting: boolean };

/** An open page asks for a new version this often, even if the traveller does nothing. */
export const UPDATE_CHECK_MS = 30 * 60 * 1000;
/**
 * After a navigation or coming back to the front, the page knows of a new version within this
 * long: it asks at once, or, if it asked less than this ago, when this long has passed since.
 */
export const UPDATE_SOON_MS = 60 * 1000;

/** Before the worker has said anything; also what a prerendered page shows. */
export const INITIAL_SW_STATUS: SwStatus = { offlineReady: false, updateWaiting: false };
let status: SwStatus = INITIAL_SW_STATUS;
const listeners = new Set<() => void>();
let acceptUpdate: (() => void) | undefined;

const setStatus = (next: Partial<SwStatus>) => {
  status = { ...status, ...next };
  listeners.forEach((l) => l());
};

export const swStatusStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => status,
  dismissOfflineReady: () => setStatus({ offlineReady: false }),
  /** Activates the waiting worker; the page reloads once it controls the page. */
  applyUpdate: () => acceptUpdate?.(),
};

let mapShown = false;
let scannerOpened = false;

/** Asks the worker for the rest of the app (sw/sw.ts): it fetches what it does not have yet. */
const warmCaches = () => navigator.serviceWorker?.controller?.postMessage({ type: WARM_CACHES, map: mapShown, scanner: scannerOpened } satisfies WarmCaches);

/**
 * The map page says it showed the map. Its code may have loaded before the worker controlled the
 * page (a first visit), unseen by it: asked now, or as soon as the worker takes over, it keeps it.
 */
export function keepMapOffline() {
  mapShown = true;
  warmCaches();
}

/**
 * The staff scanner is open: the worker fetches its code first, now or as soon as it takes over
 * (a first visit), so the scanner opens with no signal after one visit on a slow link.
 */
export function keepScannerOffline() {
  scannerOpened = true;
  warmCaches();
}

let updateSoon: (() => void) | undefined;

/** A navigation happened: a new version deployed before it is offered within UPDATE_SOON_MS. */
export function checkForUpdateSoon() {
  updateSoon?.();
}

/**
 * Looks for a new version every UPDATE_CHECK_MS while the page is open, and within UPDATE_SOON_MS
 * of a navigation or of the page coming back to the front; returns how to stop.
 */
function checkForUpdates(wb: Workbox): () => void {
  let lastCheck = Date.now();
  let pending: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    lastCheck = Date.now();
    // The half-hourly check also answers a navigation's pending one.
    clearTimeout(pending);
    pending = undefined;
    // A failed check (offline, a stalled link) is tried again next time; nothing waits on it.
    wb.update().catch(() => undefined);
  };
  const timer = setInterval(check, UPDATE_CHECK_MS);
  // At most one check a minute however fast the traveller taps through pages.
  const soon = () => {
    if (pending !== undefined) return;
    pending = setTimeout(check, Math.max(0, lastCheck + UPDATE_SOON_MS - Date.now()));
  };
  const onShow = () => {
    if (document.visibilityState === 'visible') soon();
  };
  updateSoon = soon;
  document.addEventListener('visibilitychange', onShow);
  return () => {
    clearInterval(timer);
    clearTimeout(pending);
    updateSoon = undefined;
    document.removeEventListener('visibilitychange', onShow);
  };
}

/**
 * The one owner of the service-worker lifecycle on the page (STYLE.md §8): says when the app is
 * ready offline after the first install, has the rest fetched in the background, looks for new
 * versions and asks before one takes over. The reload only follows the user's own yes, and the
 * prompt is not shown during a payment (update-prompt.tsx). workbox-window comes in a chunk of its
 * own: the page paints and answers taps without it.
 */
export function startServiceWorkerBridge(): () => void {
  let stop = () => {};
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return stop;
  import('workbox-window')
    .then(({ Workbox }) => register(new Workbox('/sw.js', { scope: '/' }), (checks) => (stop = checks)))
    // A browser or policy that blocks service workers must not break the app: it just stays online-only.
    .catch((error: unknown) => console.warn('Service worker not registered', error));
  return () => stop();
}

async function register(wb: Workbox, onRegistered: (stopChecks: () => void) => void) {
  wb.addEventListener('installed', (event) => {
    if (!event.isUpdate) setStatus({ offlineReady: true });
  });
  wb.addEventListener('waiting', () => setStatus({ updateWaiting: true }));
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
    else warmCaches();
  });
  acceptUpdate = () => wb.messageSkipWaiting();
  // Not after the window's load event (workbox's default): this runs once the app is in, and on
  // Slow 3G the wait for the last icons left the link idle for a second before the install began.
  await wb.register({ immediate: true });
  warmCaches();
  onRegistered(checkForUpdates(wb));
}
