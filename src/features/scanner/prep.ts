import * as v from 'valibot';
import { manifestSchema, terminalRefSchema, ticketKeySchema, type Manifest, type TicketKey } from '@contract/boarding';
import { addDays } from '@contract/dates';

/**
 * What the scanner downloads online and keeps for the day with no signal (src/offline/
 * scanner-storage.ts), each validated when read back: the staff member's profile and staff token,
 * the public ticket keys, and the terminal's manifests of today and tomorrow (downloaded the
 * evening before). A profile is bound to the account that fetched it: another sign-in on the
 * same phone starts over.
 */

export const savedProfileSchema = v.object({
  customerId: v.number(),
  staffName: v.string(),
  terminal: terminalRefSchema,
  /** The staff token (contract/boarding.ts): the bearer of the boarding log's uploads, also from the service worker. */
  token: v.string(),
  /** ms since epoch. */
  tokenExpiresAt: v.number(),
});
export type SavedProfile = v.InferOutput<typeof savedProfileSchema>;

export const savedKeysSchema = v.object({ keys: v.array(ticketKeySchema), downloadedAt: v.string() });
export type SavedKeys = v.InferOutput<typeof savedKeysSchema>;

export const savedManifestSchema = v.object({ manifest: manifestSchema, downloadedAt: v.string() });
export type SavedManifest = v.InferOutput<typeof savedManifestSchema>;

export type Prep = {
  profile?: SavedProfile;
  keys?: SavedKeys;
  /** By date, oldest first. */
  manifests: SavedManifest[];
  deviceId: string;
};

/** What prep needs of a key-value store: idb-keyval on a store in the app, a Map in tests. */
export type PrepStorage = {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  delMany(keys: string[]): Promise<void>;
  keys(): Promise<IDBValidKey[]>;
};

export const PROFILE_KEY = 'profile';
export const KEYS_KEY = 'keys';
export const DEVICE_KEY = 'device';
export const manifestKey = (date: string) => `manifest:${date}`;
const MANIFEST_PREFIX = 'manifest:';

/** The days a scanner keeps a manifest for: yesterday's (a night bus) to tomorrow's. */
export const keptDays = (today: string) => [addDays(today, -1), today, addDays(today, 1)];
/** The days it downloads: today's, and tomorrow's, so a scanner prepared the evening before has the morning's buses. */
export const downloadDays = (today: string) => [today, addDays(today, 1)];

const parse = <S extends v.GenericSchema>(schema: S, raw: unknown): v.InferOutput<S> | undefined => {
  const parsed = v.safeParse(schema, raw);
  return parsed.success ? parsed.output : undefined;
};

/** A device id the server's scans call accepts (8 to 64 of A-Z a-z 0-9 _ -). */
export const newDeviceId = () => globalThis.crypto.randomUUID();

/**
 * Reads what was saved for this account, dropping anything that does not parse, belongs to
 * another account, or is for a day past (deleted too). Makes the device id on first use.
 */
export async function loadPrep(storage: PrepStorage, customerId: number, today: string): Promise<Prep> {
  const storedDevice = await storage.get(DEVICE_KEY);
  const deviceId = typeof storedDevice === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(storedDevice) ? storedDevice : newDeviceId();
  if (deviceId !== storedDevice) await storage.set(DEVICE_KEY, deviceId);

  const profile = parse(savedProfileSchema, await storage.get(PROFILE_KEY));
  const mine = profile?.customerId === customerId ? profile : undefined;
  const keys = parse(savedKeysSchema, await storage.get(KEYS_KEY));
  const kept = new Set(keptDays(today).map(manifestKey));
  const manifestKeys = (await storage.keys()).filter((k): k is string => typeof k === 'string' && k.startsWith(MANIFEST_PREFIX));
  const manifests: SavedManifest[] = [];
  const gone: string[] = [];
  for (const key of manifestKeys) {
    const saved = mine && kept.has(key) ? parse(savedManifestSchema, await storage.get(key)) : undefined;
    if (saved && saved.manifest.terminal.id === mine?.terminal.id) manifests.push(saved);
    else gone.push(key);
  }
  if (!mine && profile) gone.push(PROFILE_KEY);
  if (gone.length > 0) await storage.delMany(gone);
  manifests.sort((a, b) => a.manifest.date.localeCompare(b.manifest.date));
  return { ...(mine ? { profile: mine } : {}), ...(keys ? { keys } : {}), manifests, deviceId };
}

export const saveProfile = (storage: PrepStorage, profile: SavedProfile) => storage.set(PROFILE_KEY, profile);
export const saveKeys = (storage: PrepStorage, keys: SavedKeys) => storage.set(KEYS_KEY, keys);
export const saveManifest = (storage: PrepStorage, saved: SavedManifest) => storage.set(manifestKey(saved.manifest.date), saved);

/** The keys that may still verify a ticket now (a key past verifiesUntil is dropped: its tickets read 'unknown key'). */
export const liveKeys = (keys: readonly TicketKey[], now: Date) => keys.filter((k) => Date.parse(k.verifiesUntil) > now.getTime());

/** Today's manifest, if saved. */
export const manifestFor = (prep: Pick<Prep, 'manifests'>, date: string): Manifest | undefined => prep.manifests.find((m) => m.manifest.date === date)?.manifest;

/** When the lists were last downloaded: the oldest of the keys and today's manifest (what a verdict stands on). */
export function downloadedAt(prep: Pick<Prep, 'keys' | 'manifests'>, today: string): string | undefined {
  const day = prep.manifests.find((m) => m.manifest.date === today);
  if (!prep.keys || !day) return undefined;
  return prep.keys.downloadedAt < day.downloadedAt ? prep.keys.downloadedAt : day.downloadedAt;
}
