import { useEffect, useState, useSyncExternalStore } from 'react';
import { delMany, entries, get, keys, set, setMany } from 'idb-keyval';
import type { ScanOutboxCommand } from '@contract/scan-outbox';
import { scanLogDb, scannerPrepDb } from '@/offline/scanner-storage';
import { keepScannerOffline } from '@/offline/sw-bridge';
import { fetchManifest, fetchStaffToken, fetchTicketKeys, sendScans } from './api/boarding';
import { loadQrLibrary, nativeDetector } from './camera/qr-decoder';
import type { PrepStorage } from './prep';
import type { LogStorage } from './scan-log';
import { createScanner, type Scanner } from './scanner-controller';

const prepStorage: PrepStorage = {
  get: (key) => get(key, scannerPrepDb()),
  set: (key, value) => set(key, value, scannerPrepDb()),
  delMany: (list) => delMany(list, scannerPrepDb()),
  keys: () => keys(scannerPrepDb()),
};
const logStorage: LogStorage = {
  entries: () => entries(scanLogDb()),
  setMany: (list) => setMany(list, scanLogDb()),
  delMany: (list) => delMany(list, scanLogDb()),
};

async function tellWorker(command: ScanOutboxCommand) {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage(command);
}

/**
 * The scanner of the signed-in staff member (scanner-controller.ts) for the page's life: loads the
 * saved lists and log, refreshes them online, listens to the service worker's reports on the log
 * and sends what waits whenever the signal returns. The decoder library is fetched at once on a
 * phone without the Barcode Detection API, so it is on the phone (and in the worker's cache)
 * before the signal goes; and the worker is asked to keep the scanner's code ahead of the rest
 * of the app (src/offline/sw-bridge.ts).
 */
export function useScanner(customerId: number): Scanner {
  const [scanner] = useState(() =>
    createScanner({
      customerId, prepStorage, logStorage,
      api: { staffToken: fetchStaffToken, ticketKeys: fetchTicketKeys, manifest: fetchManifest, sendScans },
      tellWorker: (command) => void tellWorker(command),
      isOnline: () => navigator.onLine,
    }),
  );
  useEffect(() => {
    let live = true;
    keepScannerOffline();
    void nativeDetector().then((detector) => (detector ? undefined : loadQrLibrary())).catch(() => undefined);
    void scanner.load().then(() => {
      if (!live) return;
      if (navigator.onLine) void scanner.refresh();
      scanner.sync.nudge();
    });
    const fromWorker = (event: MessageEvent) => void scanner.sync.receive(event.data);
    const online = () => {
      scanner.sync.nudge();
      const status = scanner.get().refresh.status;
      if (status !== 'done' && status !== 'running' && status !== 'not-staff') void scanner.refresh();
    };
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    navigator.serviceWorker?.startMessages();
    window.addEventListener('online', online);
    return () => {
      live = false;
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
      window.removeEventListener('online', online);
    };
  }, [scanner]);
  return scanner;
}

export const useScannerState = (scanner: Scanner) => useSyncExternalStore(scanner.subscribe, scanner.get, scanner.get);
export const useScanLog = (scanner: Scanner) => useSyncExternalStore(scanner.log.subscribe, scanner.log.get, scanner.log.get);
export const useSyncState = (scanner: Scanner) => useSyncExternalStore(scanner.sync.subscribe, scanner.sync.get, scanner.sync.get);
