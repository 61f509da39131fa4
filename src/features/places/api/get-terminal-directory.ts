import * as settingsCalls from '@contract/calls/settings';
import { apiCall } from '@/api/client';
import { dailyListQueryOptions } from './daily-list-query';
import { placesKeys } from './query-keys';

/** Every terminal with its address and map point. */
export const terminalDirectoryQueryOptions = () =>
  dailyListQueryOptions(placesKeys.directory(), async (signal) => (await apiCall(settingsCalls.terminalDirectory, { signal })).data);
