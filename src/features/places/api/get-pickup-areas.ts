import * as settingsCalls from '@contract/calls/settings';
import { apiCall } from '@/api/client';
import { dailyListQueryOptions } from './daily-list-query';
import { placesKeys } from './query-keys';

/** The registered pick-up areas. */
export const pickupAreasQueryOptions = () =>
  dailyListQueryOptions(placesKeys.pickupAreas(), async (signal) => (await apiCall(settingsCalls.pickupLocations, { signal })).data);
