import { queryOptions } from '@tanstack/react-query';
import * as mapsCalls from '@contract/calls/maps';
import { apiCall } from '@/api/client';
import { mapsKeys } from './query-keys';

/**
 * GET /api/Google/placedetails?placeId=&sessionToken=: the chosen place's formatted_address, which
 * the hire search and request carry (spec 2 §7.4). It ends the search session. A place does not move.
 */
export const placeDetailsQueryOptions = (placeId: string, sessionToken?: string) =>
  queryOptions({
    queryKey: mapsKeys.place(placeId),
    queryFn: async ({ signal }) => (await apiCall(mapsCalls.placeDetails, { query: { placeId, ...(sessionToken ? { sessionToken } : {}) }, signal })).data,
    staleTime: 24 * 60 * 60_000,
  });
