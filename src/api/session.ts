import { useSyncExternalStore } from 'react';
import { createStore, del, get, set } from 'idb-keyval';
import * as v from 'valibot';
import { loginResponseSchema } from '@contract/session';
import { guestTokenStore } from './guest-token-store';

/**
 * The signed-in customer and their short-lived access token, in IndexedDB so a traveller stays
 * signed in across app restarts without signal. Read once before the app renders (see
 * loadSession), then kept in memory; validated when read back. The long-lived refresh token is
 * not here: it lives in an HttpOnly cookie the page cannot read (server/auth/cookies.ts).
 */
export const sessionSchema = v.object({
  token: v.string(),
  /** Only in sessions stored before the cookie: traded once at the next refresh, then dropped. */
  refreshToken: v.optional(v.string()),
  user: loginResponseSchema,
});
export type Session = v.InferOutput<typeof sessionSchema>;
export type SessionUser = Session['user'];

const KEY = 'session';
let idb: ReturnType<typeof createStore> | undefined;
const db = () => (idb ??= createStore('freely-session', 'session'));

let current: Session | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Storage may be missing or full (private mode, old WebViews): the session then lives in memory. */
async function persist(write: (store: ReturnType<typeof createStore>) => Promise<void>) {
  try {
    await write(db());
  } catch {
    // kept in memory only
  }
}

export const sessionStore = {
  get: (): Session | null => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  async set(session: Session) {
    current = session;
    // A signed-in customer speaks for themselves: the guest bearer is no longer wanted.
    guestTokenStore.clear();
    notify();
    await persist((store) => set(KEY, session, store));
  },
  /** Keeps the new access token after a refresh (and forgets a stored refresh token for good). */
  async setToken(token: string) {
    if (current) await sessionStore.set({ token, user: current.user });
  },
  async updateUser(user: Partial<SessionUser>) {
    if (current) await sessionStore.set({ ...current, user: { ...current.user, ...user } });
  },
  async clear() {
    current = null;
    notify();
    await persist((store) => del(KEY, store));
  },
};

/** Reads the stored session; call (and await) before the first render. */
export async function loadSession(): Promise<void> {
  try {
    const parsed = v.safeParse(sessionSchema, await get(KEY, db()));
    current = parsed.success ? parsed.output : null;
  } catch {
    current = null;
  }
}

/** The signed-in customer, or null for a guest; re-renders on sign-in and sign-out. */
/** A prerendered page is a guest's: hydration renders it as such, then the signed-in header at once. */
export const useSession = () => useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => null);

/** Fired when a refresh fails: the app shows 'Session Expired, Please log in' and goes to /login. */
export const SESSION_EXPIRED_EVENT = 'freely:session-expired';
