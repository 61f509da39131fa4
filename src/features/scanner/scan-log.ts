import * as v from 'valibot';
import { SCAN_REASONS, scanResultSchema, type Scan, type ScanResult } from '@contract/boarding';

/**
 * The boarding log: every scan this phone made, kept in IndexedDB (src/offline/scanner-storage.ts)
 * with its delivery to the server:
 * - waiting: not handed to the server or the service worker yet (sent at the next chance);
 * - queued: the service worker holds it and sends it when the signal returns (sw/scan-outbox.ts);
 * - delivered: the server answered for it (`result`: boarded, a conflict with another device …);
 * - rejected: the server refused it as malformed (`problem`); never sent again.
 * The log in memory is the truth for 'already boarded on this phone': a scan counts the moment it
 * is made, before IndexedDB has written it.
 */
export const DELIVERIES = ['waiting', 'queued', 'delivered', 'rejected'] as const;
export type Delivery = (typeof DELIVERIES)[number];

export const loggedScanSchema = v.object({
  scanId: v.string(),
  reference: v.string(),
  tripId: v.number(),
  scannedAt: v.string(),
  verdict: v.picklist(['accepted', 'refused']),
  reason: v.optional(v.picklist(SCAN_REASONS)),
  /** The seats an accepted scan boarded (for the conductor's list). */
  seats: v.array(v.number()),
  delivery: v.picklist(DELIVERIES),
  result: v.optional(scanResultSchema),
  problem: v.optional(v.string()),
});
export type LoggedScan = v.InferOutput<typeof loggedScanSchema>;

/** A delivered scan leaves the phone this long after it was made (the day's flags need only the day). */
export const DELIVERED_KEEP_MS = 3 * 24 * 60 * 60 * 1000;

/** What the log needs of a key-value store: idb-keyval on a store in the app, a Map in tests. */
export type LogStorage = {
  entries(): Promise<[IDBValidKey, unknown][]>;
  setMany(entries: [IDBValidKey, unknown][]): Promise<void>;
  delMany(keys: IDBValidKey[]): Promise<void>;
};

/** The scan as the server's call takes it. */
export const wireScan = (scan: LoggedScan): Scan => ({
  scanId: scan.scanId, reference: scan.reference, tripId: scan.tripId, scannedAt: scan.scannedAt, verdict: scan.verdict, ...(scan.reason ? { reason: scan.reason } : {}),
});

/** How many scans still have to reach the server, and what the server reported back that a conductor must know. */
export function logSummary(scans: readonly LoggedScan[]) {
  return {
    unsent: scans.filter((s) => s.delivery === 'waiting' || s.delivery === 'queued').length,
    /** Accepted here, but boarded first on another phone: the same ticket shown twice. */
    conflicts: scans.filter((s) => s.result?.boarding === 'conflict'),
    /** Accepted here, but the server has no confirmed booking with seats on that bus. */
    unknown: scans.filter((s) => s.result?.boarding === 'unknown-ticket'),
    rejected: scans.filter((s) => s.delivery === 'rejected'),
  };
}

export function createScanLog(storage: LogStorage, now: () => number = Date.now) {
  let scans: LoggedScan[] = [];
  const listeners = new Set<() => void>();
  let writes: Promise<unknown> = Promise.resolve();
  const persist = (changed: LoggedScan[]) => {
    if (changed.length === 0) return writes;
    // In order, one after another: a later state of a scan never loses to an earlier write.
    writes = writes.then(() => storage.setMany(changed.map((s) => [s.scanId, s]))).catch(() => undefined);
    return writes;
  };
  const change = (pick: (scan: LoggedScan) => Partial<LoggedScan> | undefined) => {
    const changed: LoggedScan[] = [];
    scans = scans.map((scan) => {
      const patch = pick(scan);
      if (!patch) return scan;
      const next = { ...scan, ...patch };
      changed.push(next);
      return next;
    });
    if (changed.length > 0) listeners.forEach((l) => l());
    return persist(changed);
  };

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The scans, oldest first (a new array after every change). */
    get: () => scans,
    /** Reads the saved log; entries that do not parse are dropped, delivered ones past DELIVERED_KEEP_MS deleted. */
    async load() {
      const saved = await storage.entries();
      const kept: LoggedScan[] = [];
      const gone: IDBValidKey[] = [];
      for (const [key, raw] of saved) {
        const parsed = v.safeParse(loggedScanSchema, raw);
        const old = parsed.success && parsed.output.delivery === 'delivered' && now() - Date.parse(parsed.output.scannedAt) > DELIVERED_KEEP_MS;
        if (parsed.success && !old) kept.push(parsed.output);
        else gone.push(key);
      }
      // Scans made while the log was loading stay, after the saved ones.
      const fresh = scans.filter((s) => !kept.some((k) => k.scanId === s.scanId));
      scans = [...kept.sort((a, b) => a.scannedAt.localeCompare(b.scannedAt)), ...fresh];
      listeners.forEach((l) => l());
      if (gone.length > 0) await storage.delMany(gone).catch(() => undefined);
    },
    /** Adds a new scan (waiting); it counts at once, the write follows. */
    record(scan: Omit<LoggedScan, 'delivery'>) {
      const logged: LoggedScan = { ...scan, delivery: 'waiting' };
      scans = [...scans, logged];
      listeners.forEach((l) => l());
      return persist([logged]);
    },
    /** The first accepted scan of this booking on this bus, if this phone made one. */
    boardedHere: (reference: string, tripId: number) => scans.find((s) => s.verdict === 'accepted' && s.reference === reference && s.tripId === tripId),
    waiting: () => scans.filter((s) => s.delivery === 'waiting'),
    markQueued: (ids: readonly string[]) => change((s) => (ids.includes(s.scanId) && s.delivery === 'waiting' ? { delivery: 'queued' } : undefined)),
    /** Back to waiting (the worker no longer holds them, or its copy was refused for its token). */
    markWaiting: (ids: readonly string[]) => change((s) => (ids.includes(s.scanId) && s.delivery !== 'delivered' ? { delivery: 'waiting' } : undefined)),
    markRejected: (ids: readonly string[], problem: string) => change((s) => (ids.includes(s.scanId) && s.delivery !== 'delivered' ? { delivery: 'rejected', problem } : undefined)),
    /** The server's answers: each scan it answered for is delivered, with what it did. */
    applyResults(results: readonly ScanResult[]) {
      const byId = new Map(results.map((r) => [r.scanId, r]));
      return change((s) => {
        const result = byId.get(s.scanId);
        return result ? { delivery: 'delivered', result } : undefined;
      });
    },
    /**
     * The worker said which scans it holds: a queued scan it no longer holds and the server never
     * answered for (sent while no page was open, or dropped) waits again, to be sent once more;
     * the server answers a scan it has as 'duplicate', with the first answer.
     */
    reconcileQueued(held: readonly string[]) {
      const holding = new Set(held);
      return change((s) => (s.delivery === 'queued' && !holding.has(s.scanId) ? { delivery: 'waiting' } : undefined));
    },
    /** Resolves once every write so far has finished (tests, and before the page goes). */
    flushed: () => writes,
  };
}
export type ScanLog = ReturnType<typeof createScanLog>;
