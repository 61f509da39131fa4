import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as sessionCalls from '@contract/calls/session';
import { apiCall } from '@/api/client';
import { sessionStore } from '@/api/session';
import { forgetPersistedQueries } from '@/offline/query-persister';
import { forgetScannerPrep } from '@/offline/scanner-storage';

export type SignOutDeps = {
  /** Asks the server to end this sign-in's refresh tokens; best effort (offline, it just lapses). */
  revokeOnServer: () => Promise<unknown>;
  queryClient: Pick<QueryClient, 'cancelQueries' | 'clear'>;
  clearSession: () => Promise<void>;
  forgetPersisted: () => Promise<void>;
  /** The staff scanner's token and passenger lists (its unsent boarding log stays: src/offline/scanner-storage.ts). */
  forgetScannerPrep: () => Promise<void>;
  /** This tab's sessionStorage: the booking draft, the pending payment, a password reset. */
  tabStorage: Pick<Storage, 'clear'> | undefined;
  goHome: () => void;
};

/**
 * Logout (spec 1 §2): forgets the session, every cached answer (in memory and the IndexedDB
 * copy) and what this tab was typing, then goes home with a full reload so nothing of the
 * account stays in memory. The ticket vault is kept on purpose: it belongs to the device, not
 * the account (guests' tickets live there too), and a traveller signed out at a terminal with no
 * signal must still be able to show their ticket. Its entries leave 30 days after the trip. So is a
 * staff scanner's boarding log: scans not yet sent must still reach the server.
 */
export async function signOut(deps: SignOutDeps): Promise<void> {
  await deps.revokeOnServer().catch(() => undefined);
  // Then the session: screens re-render as a guest's and stop asking for the account's data.
  await deps.clearSession().catch(() => undefined);
  await deps.queryClient.cancelQueries().catch(() => undefined);
  deps.queryClient.clear();
  await deps.forgetPersisted().catch(() => undefined);
  await deps.forgetScannerPrep().catch(() => undefined);
  try {
    deps.tabStorage?.clear();
  } catch {
    // Storage disabled: nothing was kept there either.
  }
  deps.goHome();
}

/** The header's Logout. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return () =>
    signOut({
      // Three seconds at most: a traveller on a bad line is not kept waiting to sign out.
      revokeOnServer: () => apiCall(sessionCalls.signOut, { signal: AbortSignal.timeout(3000) }),
      queryClient,
      clearSession: () => sessionStore.clear(),
      forgetPersisted: forgetPersistedQueries,
      forgetScannerPrep,
      tabStorage: typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
      goHome: () => window.location.assign('/'),
    });
}
