import * as v from 'valibot';
import { BOARDING_MESSAGES, SCAN_BATCH_MAX, scanResultSchema, type Scan, type ScanResult } from '@contract/boarding';
import { isScanOutboxUpdate, type ScanOutboxCommand } from '@contract/scan-outbox';
import { ApiError } from '@/api/api-error';
import { wireScan, type ScanLog } from './scan-log';

/**
 * The page's side of the boarding log's delivery (the worker's is sw/scan-outbox.ts). Waiting
 * scans are sent in batches through the service worker: delivered at once with a signal, or
 * kept by the worker (an empty answer, 202) and sent by Background Sync when it returns. The
 * worker's reports (a held batch delivered or refused, which scans it still holds) update the log.
 */
export type ScanSyncDeps = {
  log: ScanLog;
  /** POST /Boarding/scans with the staff token; throws ApiError (offline, or the server's refusal). */
  send: (deviceId: string, scans: Scan[]) => Promise<ScanResult[]>;
  deviceId: () => string | undefined;
  /** A fresh staff token after a 401 (needs a signal and a live sign-in); false when none can be had. */
  renewToken: () => Promise<boolean>;
  /** Posts to the service worker, when one controls the page. */
  tellWorker: (command: ScanOutboxCommand) => void;
  isOnline: () => boolean;
};

export type SyncState = { sending: boolean; problem?: string };

const batches = <T>(list: T[], size: number): T[][] => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

export function createScanSync(deps: ScanSyncDeps) {
  let state: SyncState = { sending: false };
  const listeners = new Set<() => void>();
  const setState = (next: SyncState) => {
    state = next;
    listeners.forEach((l) => l());
  };
  let running: Promise<void> | undefined;
  let again = false;

  async function sendAll(): Promise<void> {
    const deviceId = deps.deviceId();
    if (!deviceId) return;
    let renewed = false;
    let problem: string | undefined;
    for (const batch of batches(deps.log.waiting(), SCAN_BATCH_MAX)) {
      const ids = batch.map((s) => s.scanId);
      let results: ScanResult[];
      try {
        results = await deps.send(deviceId, batch.map(wireScan));
      } catch (error) {
        if (error instanceof ApiError && error.status === 401 && !renewed) {
          renewed = true;
          if (await deps.renewToken()) {
            again = true;
            break;
          }
          problem = BOARDING_MESSAGES.staffExpired;
          break;
        }
        if (error instanceof ApiError && error.status === 400) {
          await deps.log.markRejected(ids, error.message);
          continue;
        }
        // No connection, a server error, or no longer staff (403): they wait for a later chance.
        if (error instanceof ApiError && !error.offline && error.status !== 0) problem = error.message;
        break;
      }
      // An empty answer is the worker's: it holds the batch and sends it when the signal returns.
      if (results.length === 0) await deps.log.markQueued(ids);
      else await deps.log.applyResults(results);
    }
    setState({ sending: false, ...(problem ? { problem } : {}) });
  }

  /** Sends every waiting scan; one run at a time (a call meanwhile runs once more after it). */
  function sendWaiting(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    if (deps.log.waiting().length === 0) return Promise.resolve();
    setState({ ...state, sending: true });
    running = (async () => {
      do {
        again = false;
        await sendAll().catch(() => setState({ sending: false }));
      } while (again && deps.log.waiting().length > 0);
    })().finally(() => (running = undefined));
    return running;
  }

  /** A message from the service worker (anything else is ignored; results are validated here, not in the worker). */
  async function receive(data: unknown): Promise<void> {
    if (!isScanOutboxUpdate(data)) return;
    if (data.type === 'SCANS_SETTLED') {
      const results = data.results.flatMap((r) => {
        const parsed = v.safeParse(scanResultSchema, r);
        return parsed.success ? [parsed.output] : [];
      });
      await deps.log.applyResults(results);
    } else if (data.type === 'SCANS_REFUSED') {
      // The worker's copy ran out of token (or of staff): the page sends them again itself.
      if (data.status === 401 || data.status === 403) await deps.log.markWaiting(data.scanIds);
      else await deps.log.markRejected(data.scanIds, data.message || 'The server refused these scans.');
    } else {
      await deps.log.reconcileQueued(data.scanIds);
    }
    if (deps.isOnline() && deps.log.waiting().length > 0) await sendWaiting();
  }

  /** On the page's start and whenever the signal returns: the worker sends what it holds, the page what waits. */
  function nudge() {
    deps.tellWorker({ type: deps.isOnline() ? 'SCANS_RETRY' : 'SCANS_LIST' });
    void sendWaiting();
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => state,
    sendWaiting,
    receive,
    nudge,
  };
}
