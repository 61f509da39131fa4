import { queryOptions } from '@tanstack/react-query';
import { destinationListResponse, isRealTerminalName } from '@contract/settings';
import { apiCall } from '@/api/client';
import { bookingKeys } from './query-keys';

/** Spec 2 §7.2 GetDestinationTerminals/{id}, without the '==>' placeholder terminal. */
export const destinationTerminalsQueryOptions = (departureId: number | null) =>
  queryOptions({
    queryKey: bookingKeys.destinations(departureId ?? 0),
    queryFn: async ({ signal }) => {
      const envelope = await apiCall('settings', `/Terminal/GetDestinationTerminals/${departureId}`, destinationListResponse, { signal });
      return envelope.data.filter((t) => isRealTerminalName(t.terminalName));
    },
    enabled: departureId !== null,
    // Routes are planned weeks ahead: six hours fresh is plenty.
    staleTime: 6 * 60 * 60 * 1000,
  });
