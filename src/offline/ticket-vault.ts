import { createStore, del, entries, get, set } from 'idb-keyval';
import * as v from 'valibot';
import { lagosInstant } from '@contract/dates';
import { TICKET_KEEP_DAYS } from '@contract/saved-ticket-cookie';
import { TICKET_VAULT_DB } from '@contract/ticket-first';
import { bookingStatusSchema, type BookingStatus } from '@contract/tickets';
import { storagePersistence } from './storage-persistence';

/**
 * The ticket vault: every booking this device issued or looked up, kept in an IndexedDB store of
 * its own (the query cache expires its entries; a ticket must outlive that) until
 * VAULT_KEEP_DAYS after its last departure, so it opens at the terminal without signal. A vault the
 * phone wiped is restored from the server's saved-ticket cookies (contract/saved-ticket-cookie.ts).
 */
export const VAULT_KEEP_DAYS = TICKET_KEEP_DAYS;
const DAY_MS = 24 * 60 * 60 * 1000;

const entryTimes = {
  /** ISO instants: first saved on this device, and last refreshed from the server. */
  savedAt: v.string(),
  updatedAt: v.string(),
};

/**
 * An entry as the vault writes it: the booking (contract/tickets.ts bookingStatusSchema) as the
 * look-up or a confirmation answered it; the owner view when this device proved the booking.
 */
export const vaultEntrySchema = v.object({
  version: v.literal(2),
  reference: v.string(),
  booking: bookingStatusSchema,
  ...entryTimes,
});
export type VaultEntry = v.InferOutput<typeof vaultEntrySchema>;

/**
 * An entry as versions before issue 32 wrote it (no version): the same booking under `status`,
 * saved from the look-up only. A phone updated with tickets saved so reads each one converted,
 * so they still open offline; the next save of the booking writes it in today's shape.
 */
const firstEntrySchema = v.object({ reference: v.string(), status: bookingStatusSchema, ...entryTimes });

/** Any entry the vault or an earlier version wrote, in today's shape; undefined when unreadable. */
function readEntry(raw: unknown): VaultEntry | undefined {
  const current = v.safeParse(vaultEntrySchema, raw);
  if (current.success) return current.output;
  const first = v.safeParse(firstEntrySchema, raw);
  if (!first.success) return undefined;
  const { status: booking, ...rest } = first.output;
  return { version: 2, ...rest, booking };
}

/** What the vault needs from a key-value store: IndexedDB in the app, a Map in unit tests. */
export type VaultStorage = {
  get(key: string): Promise<unknown>;
  set(key: string, value: VaultEntry): Promise<void>;
  del(key: string): Promise<void>;
  entries(): Promise<[IDBValidKey, unknown][]>;
};

/** References are upper case; a traveller may type them in any case. */
export const vaultKey = (reference: string) => reference.trim().toUpperCase();

const departures = (status: BookingStatus) => status.userData.map((row) => Date.parse(row.departsAt)).filter(Number.isFinite);

/** The booking's last departure (ms): its latest seat row, else the end of its departure day. */
export function lastDepartureMs(status: BookingStatus): number {
  const times = departures(status);
  return times.length > 0 ? Math.max(...times) : lagosInstant(status.Object.departureDate, '23:59').getTime();
}

/** When the vault lets the entry go; a booking with no readable date is kept 30 days from saving. */
export function expiresAtMs(entry: VaultEntry): number {
  const last = lastDepartureMs(entry.booking);
  return (Number.isFinite(last) ? last : Date.parse(entry.savedAt)) + VAULT_KEEP_DAYS * DAY_MS;
}

export const isExpired = (entry: VaultEntry, now: Date) => !(now.getTime() < expiresAtMs(entry));

/** The next departure still ahead, else the last one: what a list of tickets sorts by. */
export function nextDepartureMs(status: BookingStatus, now: Date): number {
  const ahead = departures(status).filter((t) => t > now.getTime());
  return ahead.length > 0 ? Math.min(...ahead) : lastDepartureMs(status);
}

/** Trips still ahead first, soonest first; then trips already gone, most recent first. */
export function sortForTravel(list: VaultEntry[], now: Date): VaultEntry[] {
  const t = now.getTime();
  const keyed = list.map((entry) => ({ entry, at: nextDepartureMs(entry.booking, now) }));
  const ahead = keyed.filter((k) => k.at > t).sort((a, b) => a.at - b.at);
  const gone = keyed.filter((k) => !(k.at > t)).sort((a, b) => b.at - a.at);
  return [...ahead, ...gone].map((k) => k.entry);
}

/** A row of the booking that shows its phone (every row does when it was looked up with the contact). */
export const contactRow = (status: BookingStatus | undefined) => status?.userData.find((row) => row.phoneNumber);

/**
 * A fresh answer looked up without the booking's contact has no phone and no next of kin (the
 * server leaves them out): the saved copy's are kept. Both are the booking's, the same on every row.
 */
export function keepContact(fresh: BookingStatus, previous: BookingStatus | undefined): BookingStatus {
  const known = contactRow(previous);
  if (!known || contactRow(fresh)) return fresh;
  return { ...fresh, userData: fresh.userData.map((row) => ({ ...row, phoneNumber: known.phoneNumber, nextOfKinName: known.nextOfKinName })) };
}

type VaultOptions = {
  now?: () => Date;
  /** Called when a save keeps a booking the vault did not hold (asks for persistent storage). */
  onNewTicket?: (reference: string) => unknown;
};

export function createTicketVault(storage: VaultStorage, { now = () => new Date(), onNewTicket }: VaultOptions = {}) {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  /** Valid entries still within their time, and the keys of the rest (unreadable or expired). */
  async function scan() {
    const at = now();
    const valid: VaultEntry[] = [];
    const stale: IDBValidKey[] = [];
    for (const [key, raw] of await storage.entries()) {
      const entry = readEntry(raw);
      if (entry && !isExpired(entry, at)) valid.push(entry);
      else stale.push(key);
    }
    return { valid, stale };
  }

  async function prune(): Promise<number> {
    const { stale } = await scan();
    await Promise.all(stale.map((key) => storage.del(String(key))));
    if (stale.length > 0) notify();
    return stale.length;
  }

  // Pruned once when the vault is first used after the app starts, and on every save.
  let started: Promise<unknown> | undefined;
  const start = () => (started ??= prune().catch(() => 0));

  return {
    prune,

    /** Saved tickets, trips ahead first. */
    async list(): Promise<VaultEntry[]> {
      await start();
      return sortForTravel((await scan()).valid, now());
    },

    async get(reference: string): Promise<VaultEntry | undefined> {
      await start();
      const entry = readEntry(await storage.get(vaultKey(reference)));
      return entry && !isExpired(entry, now()) ? entry : undefined;
    },

    /**
     * Saves or refreshes a booking as the server answered it (a look-up, or a confirmation's
     * `booking`); keeps the first savedAt, and the saved phone and next of kin when the answer
     * lacks them (keepContact).
     */
    async save(answer: BookingStatus): Promise<VaultEntry> {
      await start();
      const at = now();
      const key = vaultKey(answer.Object.refCode);
      const { valid, stale } = await scan();
      const previous = valid.find((e) => vaultKey(e.reference) === key);
      const booking = keepContact(answer, previous?.booking);
      const entry: VaultEntry = { version: 2, reference: booking.Object.refCode, booking, savedAt: previous?.savedAt ?? at.toISOString(), updatedAt: at.toISOString() };
      await Promise.all(stale.map((k) => storage.del(String(k))));
      // A trip over for more than the keeping time is shown but not kept.
      if (!isExpired(entry, at)) {
        await storage.set(key, entry);
        if (!previous) void onNewTicket?.(entry.reference);
      }
      notify();
      return entry;
    },

    /** Called after every change this page makes; returns the unsubscribe. */
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The vault's own database, opened on first use (never on the home page's first load). */
function idbVaultStorage(): VaultStorage {
  let store: ReturnType<typeof createStore> | undefined;
  const db = () => (store ??= createStore(TICKET_VAULT_DB.name, TICKET_VAULT_DB.store));
  return {
    get: (key) => get(key, db()),
    set: (key, value) => set(key, value, db()),
    del: (key) => del(key, db()),
    entries: () => entries(db()),
  };
}

export const ticketVault = createTicketVault(idbVaultStorage(), { onNewTicket: (reference) => storagePersistence.askForNewTicket(reference) });
