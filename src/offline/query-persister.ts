import { createStore, del, get, keys, set } from 'idb-keyval';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';

const KEY = 'react-query';
let store: ReturnType<typeof createStore> | undefined;
const cacheDb = () => (store ??= createStore('freely-query-cache', 'cache'));
/** Every cache change asks to persist; writing the whole cache at most once a second is plenty. */
const WRITE_THROTTLE_MS = 1000;

/**
 * Set when this page is hydrated from its prerendered HTML, which it is only when no answers were
 * saved (src/app/mount-app.tsx). Another tab may save some in between: restored mid-hydration, they
 * would render what the HTML lacks (a mismatch React recovers from by drawing the page again). So
 * this load starts with nothing restored, as it found nothing, and saves its own answers as usual.
 */
let restoreSkipped = false;
export const skipRestoreThisLoad = () => {
  restoreSkipped = true;
};
/** False once skipRestoreThisLoad was called: the app then saves answers without a restore step (src/app/providers.tsx). */
export const restoresThisLoad = () => !restoreSkipped;

/** The TanStack Query cache, kept in IndexedDB so answers survive a reload without signal. */
export function createIdbPersister(): Persister {
  const db = cacheDb;
  let pending: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = async () => {
    timer = undefined;
    const client = pending;
    pending = undefined;
    if (client) await set(KEY, client, db());
  };
  // Flush what is queued when the page goes away, so the last answer is not lost.
  if (typeof window !== 'undefined') window.addEventListener('pagehide', () => void flush());
  return {
    persistClient: (client) => {
      pending = client;
      timer ??= setTimeout(() => void flush(), WRITE_THROTTLE_MS);
    },
    restoreClient: async () => (restoreSkipped ? undefined : get<PersistedClient>(KEY, db())),
    removeClient: () => del(KEY, db()),
  };
}

/** Deletes the persisted cache (sign-out: nothing of the account may outlive it on this device). */
export const forgetPersistedQueries = (): Promise<void> => del(KEY, cacheDb());

/** Whether answers were saved on this phone (a returning visitor), without reading them. */
export async function hasSavedAnswers(): Promise<boolean> {
  try {
    return (await keys(cacheDb())).includes(KEY);
  } catch {
    return false;
  }
}
