import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isNoConnection } from '@/api/api-error';

/** How long cached answers stay usable offline; the persister keeps them this long too. */
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

const isClientError = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' && error.status >= 400 && error.status < 500;

/**
 * Whether a failed query tries again by itself. Never when no answer came: a deadline has already
 * waited 8 s (three attempts and their back-off would leave a spinner for ~27 s), and even a quick
 * failure may follow the service worker's own wait; the screen says 'No connection' at once, Try
 * again is the traveller's, and the query runs again by itself when the phone comes back online.
 * Never while the phone says it is offline either: offlineFirst would pause the retry, and the
 * screen would spin until the signal returned. A server fault gets two more tries, a refusal (4xx) none.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isNoConnection(error) || !onlineManager.isOnline()) return false;
  return failureCount < 2 && !isClientError(error);
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // offlineFirst: try the request even when navigator says offline, so the service worker
        // can answer from its cache (TOOLCHAIN.md).
        networkMode: 'offlineFirst',
        staleTime: 60_000,
        // gcTime ≥ persister maxAge, or restored entries are dropped straight away.
        gcTime: CACHE_MAX_AGE_MS,
        retry: shouldRetryQuery,
      },
      // 'always': offline, an action fails at once and its screen says it needs a connection,
      // instead of pausing behind a spinning button until the signal returns. Nothing is queued
      // this way (the forms' outbox is the service worker's).
      mutations: { networkMode: 'always' },
    },
  });
}
