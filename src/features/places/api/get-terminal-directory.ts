import { queryOptions } from '@tanstack/react-query';
import * as settingsCalls from '@contract/calls/settings';
import { apiCall } from '@/api/client';
import { placesKeys } from './query-keys';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every terminal with its address and map point; a day fresh, served from the saved copy offline. */
export const terminalDirectoryQueryOptions = () =>
  queryOptions({
    queryKey: placesKeys.directory(),
    queryFn: async ({ signal }) => (await apiCall(settingsCalls.terminalDirectory, { signal })).data,
    staleTime: DAY_MS,
  });
