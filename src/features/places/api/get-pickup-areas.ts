import { apiCall } from '@/api/client';
import { dailyListQueryOptions } from './daily-list-query';
import { placesKeys } from './query-keys';
import * as placesCalls from '@contract/calls/places';

/** The registered pick-up areas. */
export const pickupAreasQueryOptions = () =>
  dailyListQueryOptions(placesKeys.pickupAreas(), async (signal) => (await apiCall(placesCalls.pickupLocations, { signal })).data);
