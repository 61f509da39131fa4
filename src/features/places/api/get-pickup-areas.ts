import { queryOptions } from '@tanstack/react-query';
import { PICKUP_LOCATIONS_PATH, pickupAreasResponse } from '@contract/places';
import { apiCall } from '@/api/client';
import { placesKeys } from './query-keys';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The registered pick-up areas; a day fresh, served from the saved copy offline. */
export const pickupAreasQueryOptions = () =>
  queryOptions({
    queryKey: placesKeys.pickupAreas(),
    queryFn: async ({ signal }) => (await apiCall('settings', PICKUP_LOCATIONS_PATH, pickupAreasResponse, { signal })).data,
    staleTime: DAY_MS,
  });
