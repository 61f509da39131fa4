import { queryOptions, type QueryKey } from '@tanstack/react-query';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A place list that rarely changes: a day fresh, and served from the saved copy offline. */
export const dailyListQueryOptions = <T, K extends QueryKey>(queryKey: K, fetchList: (signal: AbortSignal) => Promise<T[]>) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => fetchList(signal), staleTime: DAY_MS });
