import { queryOptions } from '@tanstack/react-query';
import * as trackingCalls from '@contract/calls/tracking';
import { TRACKING_REFRESH_MS } from '@contract/tracking';
import { apiCall } from '@/api/client';
import { trackingKeys } from './query-keys';

/**
 * GET /AutoTrack/vehicletrip?vehicleImei= with the page's tracking token as the bearer (spec 2 §6:
 * 'a token from the route'): the route, the ETA and both terminals, fetched on load (spec 1 §4).
 * Kept in the persisted cache, so the page opens offline on what it last knew.
 */
export const vehicleTripQueryOptions = (token: string, trackerId: string) =>
  queryOptions({
    queryKey: trackingKeys.trip(trackerId, token),
    queryFn: async ({ signal }) => (await apiCall(trackingCalls.vehicleTrip, { query: { vehicleImei: trackerId }, bearer: token, signal })).data,
    staleTime: TRACKING_REFRESH_MS,
    // Fetched on every opening of the page (spec 1 §4), the saved copy shown meanwhile.
    refetchOnMount: 'always',
  });
