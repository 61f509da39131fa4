import { queryOptions } from '@tanstack/react-query';
import * as settingsCalls from '@contract/calls/settings';
import { COUNTRY_CODE } from '@contract/limits';
import { isRealTerminalName } from '@contract/settings';
import { apiCall } from '@/api/client';

/** Terminal lists, shared by the search form, route prices and the bus list: one cache for all. */
export const terminalKeys = {
  departures: (countryCode: string) => ['terminals', 'departures', countryCode] as const,
  destinations: (departureId: number) => ['terminals', 'destinations', departureId] as const,
};

/** Terminals change rarely: a day fresh, and the persisted cache serves them offline. */
const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec 2 §7.2 DepartureTerminalsByCountryCode, without the '==>' placeholder terminal. */
export const departureTerminalsQueryOptions = (countryCode = COUNTRY_CODE) =>
  queryOptions({
    queryKey: terminalKeys.departures(countryCode),
    queryFn: async ({ signal }) => {
      const envelope = await apiCall(settingsCalls.departureTerminals, { params: { countryCode }, signal });
      return envelope.data.filter((t) => isRealTerminalName(t.terminalName));
    },
    staleTime: DAY_MS,
  });

/** Spec 2 §7.2 GetDestinationTerminals/{id}, without the placeholder; nothing to ask before a departure is chosen. */
export const destinationTerminalsQueryOptions = (departureId: number | null | undefined) =>
  queryOptions({
    queryKey: terminalKeys.destinations(departureId ?? 0),
    queryFn: async ({ signal }) => {
      const envelope = await apiCall(settingsCalls.destinationTerminals, { params: { id: departureId ?? 0 }, signal });
      return envelope.data.filter((t) => isRealTerminalName(t.terminalName));
    },
    enabled: departureId !== null && departureId !== undefined,
    // Routes are planned weeks ahead: six hours fresh is plenty.
    staleTime: 6 * 60 * 60 * 1000,
  });
