import { queryOptions } from '@tanstack/react-query';
import * as settingsCalls from '@contract/calls/settings';
import { apiCall } from '@/api/client';
import { placesKeys } from './query-keys';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The registered pick-up areas; a day fresh, served from the saved copy offline. */
export const pickupAreasQueryOptions = () =>
  queryOptions({
    queryKey: placesKeys.pickupAreas(),
    queryFn: async ({ signal }) => (await apiCall(settingsCalls.pickupLocations, { signal })).data,
    staleTime: DAY_MS,
  });
