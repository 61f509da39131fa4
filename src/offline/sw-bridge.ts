import { Workbox } from 'workbox-window';

export type SwStatus = { offlineReady: boolean; updateWaiting: boolean };

let status: SwStatus = { offlineReady: false, updateWaiting: false };
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

/**
 * The one owner of the service-worker lifecycle on the page (STYLE.md §8): says when the app is
 * ready offline after the first install and asks before an update takes over. The reload only
 * follows the user's own yes, so it never lands in the middle of a payment.
 */
export function startServiceWorkerBridge() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('installed', (event) => {
    if (!event.isUpdate) setStatus({ offlineReady: true });
  });
  wb.addEventListener('waiting', () => setStatus({ updateWaiting: true }));
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  acceptUpdate = () => wb.messageSkipWaiting();
  // A browser or policy that blocks service workers must not break the app: it just stays online-only.
  wb.register().catch((error: unknown) => console.warn('Service worker not registered', error));
}
