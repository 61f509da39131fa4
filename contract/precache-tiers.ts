/**
 * What the build tells the service worker about each precached file (scripts/precache-tiers.ts
 * writes it into the precache manifest; sw/precache.ts reads it). On a 3G first visit the whole app takes minutes, so it is
 * cached in tiers:
 * - now: the shell and what a traveller needs at the terminal with no signal (My tickets,
 *   booking status, the ticket and its QR code). The install waits for these only.
 * - later: every other page, fetched in the background once the app already works offline.
 * - map: the map's code (~450 KB), fetched only for phones that have opened a map before.
 */
export type PrecacheTier = 'now' | 'later' | 'map';

export type TieredEntry = { url: string; revision?: string | null; tier?: PrecacheTier };

export const tierOf = (entry: TieredEntry): PrecacheTier => entry.tier ?? 'now';

export function splitTiers(manifest: readonly (string | TieredEntry)[]): Record<PrecacheTier, TieredEntry[]> {
  const tiers: Record<PrecacheTier, TieredEntry[]> = { now: [], later: [], map: [] };
  for (const item of manifest) {
    const entry: TieredEntry = typeof item === 'string' ? { url: item, revision: null } : item;
    tiers[tierOf(entry)].push(entry);
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
