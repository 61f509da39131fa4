import { queryOptions } from '@tanstack/react-query';
import { TRACKING_REFRESH_MS } from '@contract/tracking';
import { requestLiveLocation } from '../live-location';
import { trackingKeys } from './query-keys';

/**
 * Where the bus is, asked on a fresh socket per connection (spec 1 §4) and again every
 * TRACKING_REFRESH_MS (5 minutes) while the page is open. A failure keeps the last position in the
 * cache: the page shows it with the time it was taken. Persisted with the cache, so an offline
 * visit shows where the bus was last seen. No retry: the next ask is Try again or the next five
 * minutes, not three sockets in a row on 3G.
 */
export const liveLocationQueryOptions = (token: string, trackerId: string) =>
  queryOptions({
    queryKey: trackingKeys.location(trackerId, token),
    queryFn: ({ signal }) => requestLiveLocation({ token, trackerId, signal }),
    staleTime: TRACKING_REFRESH_MS,
    refetchInterval: TRACKING_REFRESH_MS,
    // Every opening of the page is a new connection that asks (a saved position is shown meanwhile).
    refetchOnMount: 'always',
    retry: false,
  });
