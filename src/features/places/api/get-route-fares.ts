import { queryOptions } from '@tanstack/react-query';
import { routeFaresResponse } from '@contract/settings';
import { apiCall } from '@/api/client';
import { placesKeys } from './query-keys';

/** Spec 2 §7.2: the ids go in the path and again in the query, as upstream expects. */
export const routeFaresQueryOptions = (from: number, to: number) =>
  queryOptions({
    queryKey: placesKeys.routeFares(from, to),
    queryFn: async ({ signal }) => {
      const envelope = await apiCall('settings', `/Fares/GetRouteFares/${from}/${to}`, routeFaresResponse, {
        query: { departureTerminalId: from, destinationTerminalId: to },
        signal,
      });
      return envelope.data;
    },
    staleTime: 60 * 60 * 1000,
  });
