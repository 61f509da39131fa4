/*
 * The route's search parser is in the app's first load (src/routes/staff/scan.tsx), which is at
 * its budget: no contract import and no valibot schema here, a few lines instead.
 */

/** The scanner's address: a route of its own, for staff only (not in the spec's route list). */
export const SCANNER_PATH = '/staff/scan' as const;

/** ?trip=<tripId>: the bus being boarded, so a reload (or a phone restarted mid-boarding) keeps it. */
export type ScannerSearch = { trip?: number };

export function parseScannerSearch(raw: Record<string, unknown>): ScannerSearch {
  const text = typeof raw.trip === 'string' || typeof raw.trip === 'number' ? String(raw.trip).trim() : '';
  const trip = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined;
  return trip !== undefined && trip <= 2_147_483_647 ? { trip } : {};
}
