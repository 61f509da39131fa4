/** Messages the page sends its service worker (src/offline/sw-bridge.ts → sw/sw.ts). */

/**
 * Fetch the rest of the app in the background, once the page runs and the worker controls it.
 * `map`: this page has loaded the map's code, so the phone keeps it (the first visit to a map page
 * happens before the worker controls the page, so the worker never saw it). `scanner`: a staff
 * scanner is open: its code (SCANNER_CODE_PATH) is fetched first, before the rest.
 */
export const WARM_CACHES = 'WARM_CACHES';
export type WarmCaches = { type: typeof WARM_CACHES; map: boolean; scanner: boolean };
