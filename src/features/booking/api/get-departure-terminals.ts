import { queryOptions } from '@tanstack/react-query';
import { COUNTRY_CODE } from '@contract/limits';
import { isRealTerminalName, terminalListResponse } from '@contract/settings';
import { apiCall } from '@/api/client';
import { bookingKeys } from './query-keys';

/** Terminals change rarely: a day fresh, and the persisted cache serves them offline. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec 2 §7.2 DepartureTerminalsByCountryCode, without the '==>' placeholder terminal. */
export const departureTerminalsQueryOptions = (countryCode = COUNTRY_CODE) =>
  queryOptions({
    queryKey: bookingKeys.departures(countryCode),
    queryFn: async ({ signal }) => {
      const envelope = await apiCall('settings', `/Terminal/DepartureTerminalsByCountryCode/${countryCode}`, terminalListResponse, { signal });
      return envelope.data.filter((t) => isRealTerminalName(t.terminalName));
    },
    staleTime: DAY_MS,
  });
