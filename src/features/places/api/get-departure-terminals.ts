import { queryOptions } from '@tanstack/react-query';
import { COUNTRY_CODE } from '@contract/limits';
import { isRealTerminalName, terminalListResponse } from '@contract/settings';
import { apiCall } from '@/api/client';
import { placesKeys } from './query-keys';

/** Terminals change rarely: a day fresh, and the persisted cache serves them offline. */
const DAY_MS = 24 * 60 * 60 * 1000;

export const departureTerminalsQueryOptions = (countryCode = COUNTRY_CODE) =>
  queryOptions({
    queryKey: placesKeys.departures(countryCode),
    queryFn: async ({ signal }) => {
      const envelope = await apiCall('settings', `/Terminal/DepartureTerminalsByCountryCode/${countryCode}`, terminalListResponse, { signal });
      return envelope.data.filter((t) => isRealTerminalName(t.terminalName));
    },
    staleTime: DAY_MS,
  });
