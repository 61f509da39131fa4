import { QueryClient } from '@tanstack/react-query';

/** How long cached answers stay usable offline; the persister keeps them this long too. */
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

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
        retry: (failureCount, error) => failureCount < 2 && !isClientError(error),
      },
      mutations: { networkMode: 'online' },
    },
  });
}

const isClientError = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' && error.status >= 400 && error.status < 500;
