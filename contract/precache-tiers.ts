/**
 * What the build tells the service worker about each precached file (scripts/precache-tiers.ts
 * writes it into the precache manifest; sw/precache.ts reads it). On a 3G first visit the whole
 * app takes half a minute, so it is cached in tiers, by what a traveller opens with no signal:
 * - now: the shell and what a traveller needs at the terminal (My tickets, booking status, the
 *   ticket and its QR code). The install waits for these only.
 * - public: every other page that needs no account (terminals, pick-up points, FAQ, luggage,
 *   route prices, the forms whose outbox works offline…), fetched first in the background.
 * - later: pages that need an account, a staff member or a live answer (a provider's return page).
 * - map: the map's code (~450 KB), fetched only for phones that have opened a map before.
 * Prerendered pages other than the 'now' ones are not precached: offline the shell renders them.
 */
export type PrecacheTier = 'now' | 'public' | 'later' | 'map';

/** The background fill's order, after the install's 'now' (the map's code goes its own way). */
export const BACKGROUND_TIERS = ['public', 'later'] as const satisfies PrecacheTier[];

/** `pack`: not a file to cache but the tier's files in one download (contract/precache-pack.ts). */
export type TieredEntry = { url: string; revision?: string | null; tier?: PrecacheTier; pack?: boolean };

export const tierOf = (entry: TieredEntry): PrecacheTier => entry.tier ?? 'now';

export type Tiers = Record<PrecacheTier, TieredEntry[]> & { packs: Partial<Record<PrecacheTier, string>> };

export function splitTiers(manifest: readonly (string | TieredEntry)[]): Tiers {
  const tiers: Tiers = { now: [], public: [], later: [], map: [], packs: {} };
  for (const item of manifest) {
    const entry: TieredEntry = typeof item === 'string' ? { url: item, revision: null } : item;
    if (entry.pack) tiers.packs[tierOf(entry)] = entry.url;
    else tiers[tierOf(entry)].push(entry);
  }
  return tiers;
}

/** The map's code: its lazy chunk and styles and maplibre's worker (the 'map' tier). */
export const MAP_CODE_PATH = /^\/?assets\/(place-map|maplibre-gl-worker)-[\w-]+\.(js|mjs|css)$/;

/**
 * The staff scanner's code (its route chunk and styles, the QR decoder, its storage): in the
 * 'later' tier, but fetched first when a scanner page asks (WARM_CACHES with `scanner`), so a
 * conductor's one online visit keeps the scanner even on a link too slow for the rest of the app.
 */
export const SCANNER_CODE_PATH = /^\/?assets\/(scan|qr-library|scanner-storage)-[\w-]+\.(js|css)$/;
