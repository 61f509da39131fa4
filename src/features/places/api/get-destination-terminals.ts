import { queryOptions } from '@tanstack/react-query';
import { destinationListResponse, isRealTerminalName } from '@contract/settings';
import { apiCall } from '@/api/client';
import { placesKeys } from './query-keys';

export const destinationTerminalsQueryOptions = (departureId: number | undefined) =>
  queryOptions({
    queryKey: placesKeys.destinations(departureId ?? 0),
    queryFn: async ({ signal }) => {
      const envelope = await apiCall('settings', `/Terminal/GetDestinationTerminals/${departureId}`, destinationListResponse, { signal });
      return envelope.data.filter((t) => isRealTerminalName(t.terminalName));
    },
    enabled: departureId !== undefined,
    staleTime: 6 * 60 * 60 * 1000,
  });
