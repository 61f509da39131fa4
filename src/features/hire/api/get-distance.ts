import { queryOptions } from '@tanstack/react-query';
import * as mapsCalls from '@contract/calls/maps';
import { apiCall } from '@/api/client';
import { mapsKeys } from './query-keys';

/**
 * GET /api/Google/getdistancewithplaceid?origin=&destination= (spec 1 §4 'Hire flow' step 1): the
 * road distance in km between two chosen places, for display (the server measures again when it
 * prices). Roads do not move in a day.
 */
export const distanceQueryOptions = (origin: string, destination: string) =>
  queryOptions({
    queryKey: mapsKeys.distance(origin, destination),
    queryFn: async ({ signal }) => (await apiCall(mapsCalls.distanceByPlace, { query: { origin, destination }, signal })).data,
    staleTime: 24 * 60 * 60_000,
  });
