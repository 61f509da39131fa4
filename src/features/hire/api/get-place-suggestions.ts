import { queryOptions } from '@tanstack/react-query';
import * as mapsCalls from '@contract/calls/maps';
import { apiCall } from '@/api/client';
import { mapsKeys } from './query-keys';

/**
 * GET /api/Google/autocomplete?input=&sessionToken= (spec 2 §7.4): Nigerian places for what is
 * typed. The token is the search session's, not part of the key: the same letters find the same
 * places. Kept a few minutes only: typed prefixes are not worth a place in the saved cache.
 */
export const placeSuggestionsQueryOptions = (input: string, sessionToken: string) =>
  queryOptions({
    queryKey: mapsKeys.suggestions(input),
    queryFn: async ({ signal }) => (await apiCall(mapsCalls.autocomplete, { query: { input, sessionToken }, signal })).data,
    staleTime: 60 * 60_000,
    gcTime: 5 * 60_000,
  });
