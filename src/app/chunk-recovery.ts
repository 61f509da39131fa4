/**
 * A page can outlive the build it was opened on: a deploy replaces the chunks, and code the page
 * loads later (a lazy import) may be gone. The server keeps earlier builds' chunks for a week
 * (server/http/asset-archive.ts); past that, or when a chunk is really missing, the page reloads
 * once to get the current index.html and its chunks. If that does not help, the failed import
 * reaches the route's error state (Try again), never a blank page.
 *
 * Vite reports every failed lazy import as `vite:preloadError`: the route loaders the router
 * plugin splits out, lazy pieces (header menu, modals, the map) and their CSS, which nothing else
 * recovers. TanStack Router's lazyRouteComponent already reloads once per missing route component
 * (a sessionStorage key per error message): for those both ask for the same reload at the same
 * moment and the browser makes one. What this adds is the rest, and a guard in time.
 *
 * Importing this module starts it, before the app renders anything that could load a chunk.
 */

const RELOADED_AT_KEY = 'freely:chunk-reload-at';
/** A second missing chunk this soon after a recovery reload is really missing: no reload loop. */
export const RELOAD_GUARD_MS = 60_000;

/** What browsers say when a lazy module or its CSS cannot be fetched (Chromium, Firefox, Safari, Vite). */
const MISSING_CHUNK_MESSAGES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
];

export function isMissingChunk(error: unknown): boolean {
  return error instanceof Error && MISSING_CHUNK_MESSAGES.some((start) => error.message.startsWith(start));
}

export type RecoveryEnv = {
  storage: () => Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
  /** Whether the server answers now: a chunk that failed on a stalled link is not missing. */
  reachable: () => Promise<boolean>;
};

/** How long the check that the server answers may take before the link counts as down. */
const REACHABLE_MS = 3_000;

const browser: RecoveryEnv = {
  storage: () => window.sessionStorage,
  reload: () => window.location.reload(),
  now: () => Date.now(),
  reachable: async () => {
    if (!navigator.onLine) return false;
    try {
      return (await fetch('/healthz', { cache: 'no-store', signal: AbortSignal.timeout(REACHABLE_MS) })).ok;
    } catch {
      return false;
    }
  },
};

/**
 * Reloads the page for a missing chunk, unless it did so less than RELOAD_GUARD_MS ago or the
 * server does not answer (offline, or a stalled link that the phone calls online: a reload could
 * not fetch the new build, and the part that failed says why, e.g. the map's note).
 * Resolves to whether it reloaded.
 */
export async function reloadForMissingChunk(error: unknown, env: RecoveryEnv = browser): Promise<boolean> {
  if (!isMissingChunk(error) || !(await env.reachable())) return false;
  try {
    const storage = env.storage();
    const now = env.now();
    if (now - Number(storage.getItem(RELOADED_AT_KEY)) < RELOAD_GUARD_MS) return false;
    storage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    // No sessionStorage, no guard against a loop: leave it to the error state.
    return false;
  }
  env.reload();
  return true;
}

/**
 * Listens for Vite's failed lazy imports. The event is not cancelled: the import still fails, so
 * if the reload does not happen the route shows its error state.
 */
export function startChunkRecovery(target: EventTarget = window, env: RecoveryEnv = browser): void {
  target.addEventListener('vite:preloadError', (event) => {
    void reloadForMissingChunk((event as Partial<VitePreloadErrorEvent>).payload, env);
  });
}

if (typeof window !== 'undefined') startChunkRecovery();
