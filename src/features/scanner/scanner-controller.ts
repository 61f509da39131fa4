import type { Manifest, ManifestTrip, Scan, ScanResult, StaffToken, TicketKey } from '@contract/boarding';
import { lagosToday } from '@contract/dates';
import type { ScanOutboxCommand } from '@contract/scan-outbox';
import { importTicketKeys, parseTicketQr, type TicketKeyring } from '@contract/ticket-signature';
import { ApiError, isNoConnection } from '@/api/api-error';
import { downloadDays, liveKeys, loadPrep, saveKeys, saveManifest, saveProfile, PROFILE_KEY, type Prep, type PrepStorage, type SavedProfile } from './prep';
import { createScanLog, type LogStorage } from './scan-log';
import { createScanSync } from './scan-sync';
import { judgeScan, type Verdict } from './verdict';

/** The scanner's calls (./api/boarding.ts in the app; fakes in tests and the bench). */
export type ScannerApi = {
  staffToken(): Promise<StaffToken>;
  ticketKeys(): Promise<TicketKey[]>;
  manifest(date: string): Promise<Manifest>;
  sendScans(token: string, deviceId: string, scans: Scan[]): Promise<ScanResult[]>;
};

export type RefreshState =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; at: string }
  /** offline: no answer (the saved lists are used); not-staff: the server says this account is not staff; failed: another refusal. */
  | { status: 'offline' | 'not-staff' | 'failed'; message: string };

export type ScannerState = { loaded: boolean; prep?: Prep; refresh: RefreshState };

export type ScannerDeps = {
  customerId: number;
  prepStorage: PrepStorage;
  logStorage: LogStorage;
  api: ScannerApi;
  now?: () => Date;
  tellWorker?: (command: ScanOutboxCommand) => void;
  isOnline?: () => boolean;
};

/**
 * The scanner of one signed-in staff member on this phone: the saved lists, their refresh online,
 * the keyring, the verdict of each scan with its record in the boarding log, and the log's delivery.
 * Plain (no React), so the page, the tests and the bench drive the same code.
 */
export function createScanner(deps: ScannerDeps) {
  const now = deps.now ?? (() => new Date());
  const isOnline = deps.isOnline ?? (() => true);
  let state: ScannerState = { loaded: false, refresh: { status: 'idle' } };
  const listeners = new Set<() => void>();
  const setState = (next: Partial<ScannerState>) => {
    state = { ...state, ...next };
    listeners.forEach((l) => l());
  };

  let keyring: { keys: TicketKey[]; ring: Promise<TicketKeyring> } | undefined;
  /** The cached keys, imported once per download (WebCrypto import is the slow part of a first verify). */
  const keyringOf = (prep: Prep): Promise<TicketKeyring> => {
    const keys = prep.keys?.keys ?? [];
    if (keyring?.keys !== keys) keyring = { keys, ring: importTicketKeys(liveKeys(keys, now())).catch(() => new Map()) };
    return keyring.ring;
  };

  const log = createScanLog(deps.logStorage, () => now().getTime());
  const sync = createScanSync({
    log,
    send: (deviceId, scans) => {
      const token = state.prep?.profile?.token;
      if (!token) return Promise.reject(new ApiError('', { status: 401 }));
      return deps.api.sendScans(token, deviceId, scans);
    },
    deviceId: () => state.prep?.deviceId,
    renewToken: () => renewToken(),
    tellWorker: deps.tellWorker ?? (() => undefined),
    isOnline,
  });

  const setPrep = (patch: Partial<Prep>) => {
    const prep = state.prep ? { ...state.prep, ...patch } : undefined;
    if (prep) setState({ prep });
  };

  async function takeToken(): Promise<SavedProfile> {
    const token = await deps.api.staffToken();
    const profile: SavedProfile = {
      customerId: deps.customerId, staffName: token.staffName, terminal: token.terminal, token: token.access_token, tokenExpiresAt: now().getTime() + token.expires_in * 1000,
    };
    await saveProfile(deps.prepStorage, profile).catch(() => undefined);
    // Another terminal than the saved lists': they go.
    const manifests = (state.prep?.manifests ?? []).filter((m) => m.manifest.terminal.id === profile.terminal.id);
    setPrep({ profile, manifests });
    return profile;
  }

  async function renewToken(): Promise<boolean> {
    try {
      await takeToken();
      return true;
    } catch {
      return false;
    }
  }

  /** Downloads the staff token, the keys and today's and tomorrow's manifests, saving each as it comes. */
  async function refresh(): Promise<void> {
    if (state.refresh.status === 'running' || !state.prep) return;
    setState({ refresh: { status: 'running' } });
    try {
      await takeToken();
      const keys = await deps.api.ticketKeys();
      const savedKeys = { keys, downloadedAt: now().toISOString() };
      await saveKeys(deps.prepStorage, savedKeys).catch(() => undefined);
      setPrep({ keys: savedKeys });
      const today = lagosToday(now());
      for (const date of downloadDays(today)) {
        const manifest = await deps.api.manifest(date);
        const saved = { manifest, downloadedAt: now().toISOString() };
        await saveManifest(deps.prepStorage, saved).catch(() => undefined);
        const others = (state.prep?.manifests ?? []).filter((m) => m.manifest.date !== date);
        setPrep({ manifests: [...others, saved].sort((a, b) => a.manifest.date.localeCompare(b.manifest.date)) });
      }
      setState({ refresh: { status: 'done', at: now().toISOString() } });
      void sync.sendWaiting();
    } catch (error) {
      if (isNoConnection(error)) setState({ refresh: { status: 'offline', message: error.message } });
      else if (error instanceof ApiError && error.status === 403) {
        // Not (or no longer) staff: nothing of a staff member's stays for this account.
        await deps.prepStorage.delMany([PROFILE_KEY, ...(state.prep?.manifests ?? []).map((m) => `manifest:${m.manifest.date}`)]).catch(() => undefined);
        const { profile: _gone, ...rest } = state.prep ?? { manifests: [], deviceId: '' };
        setState({ prep: { ...rest, manifests: [] }, refresh: { status: 'not-staff', message: error.message } });
      } else setState({ refresh: { status: 'failed', message: error instanceof Error ? error.message : String(error) } });
    }
  }

  /** Reads the saved lists and the log (call once). */
  async function load(): Promise<void> {
    const [prep] = await Promise.all([loadPrep(deps.prepStorage, deps.customerId, lagosToday(now())), log.load().catch(() => undefined)]);
    setState({ loaded: true, prep });
    if (prep.keys) void keyringOf(prep);
  }

  /**
   * The verdict on a scanned text for the bus being boarded, with no network, recorded in the log
   * (a text with no booking reference in it is shown, not logged: the server could not place it)
   * and handed to the log's delivery.
   */
  async function scan(text: string, trip: ManifestTrip): Promise<Verdict> {
    const prep = state.prep;
    const verdict = await judgeScan(text, {
      trip,
      manifests: prep?.manifests.map((m) => m.manifest) ?? [],
      keys: prep ? await keyringOf(prep) : new Map(),
      today: lagosToday(now()),
      deviceId: prep?.deviceId ?? '',
      boardedHere: log.boardedHere,
    });
    const reference = verdict.reference ?? (() => {
      const parsed = parseTicketQr(text);
      return parsed.kind === 'unreadable' ? undefined : parsed.reference;
    })();
    if (reference) {
      void log.record({
        scanId: globalThis.crypto.randomUUID(), reference, tripId: trip.tripId, scannedAt: now().toISOString(), verdict: verdict.verdict,
        ...(verdict.verdict === 'refused' ? { reason: verdict.reason } : {}), seats: verdict.verdict === 'accepted' ? verdict.seats : [],
      });
      void sync.sendWaiting();
    }
    return verdict;
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => state,
    load,
    refresh,
    scan,
    log,
    sync,
  };
}
export type Scanner = ReturnType<typeof createScanner>;
