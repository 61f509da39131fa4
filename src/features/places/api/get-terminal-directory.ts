import { apiCall } from '@/api/client';
import { dailyListQueryOptions } from './daily-list-query';
import { placesKeys } from './query-keys';
import * as placesCalls from '@contract/calls/places';

/** Every terminal with its address and map point. */
export const terminalDirectoryQueryOptions = () =>
  dailyListQueryOptions(placesKeys.directory(), async (signal) => (await apiCall(placesCalls.terminalDirectory, { signal })).data);
