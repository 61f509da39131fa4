import { queryOptions } from '@tanstack/react-query';
import * as settingsCalls from '@contract/calls/settings';
import { apiCall } from '@/api/client';
import { placesKeys } from './query-keys';

/** Spec 2 §7.2: the ids go in the path and again in the query, as upstream expects. */
export const routeFaresQueryOptions = (from: number, to: number) =>
  queryOptions({
    queryKey: placesKeys.routeFares(from, to),
    queryFn: async ({ signal }) => {
      const envelope = await apiCall(settingsCalls.routeFares, {
        params: { departureTerminalId: from, destinationTerminalId: to },
        query: { departureTerminalId: String(from), destinationTerminalId: String(to) },
        signal,
      });
      return envelope.data;
    },
    staleTime: 60 * 60 * 1000,
  });
