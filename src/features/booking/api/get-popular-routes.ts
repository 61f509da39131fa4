import { queryOptions } from '@tanstack/react-query';
import { POPULAR_ROUTES } from '@contract/limits';
import * as settingsCalls from '@contract/calls/settings';
import { apiCall } from '@/api/client';
import { bookingKeys } from './query-keys';

/** Spec 2 §7.2 getpopularroutes (noOfDays 5, noOfRoutes 5) for the home carousel. */
export const popularRoutesQueryOptions = () =>
  queryOptions({
    queryKey: bookingKeys.popularRoutes(POPULAR_ROUTES.noOfDays, POPULAR_ROUTES.noOfRoutes),
    queryFn: async ({ signal }) => {
      const envelope = await apiCall(settingsCalls.popularRoutes, {
        query: { noOfDays: String(POPULAR_ROUTES.noOfDays), noOfRoutes: String(POPULAR_ROUTES.noOfRoutes) },
        signal,
      });
      return envelope.data;
    },
    // The ranking moves slowly; an hour fresh keeps home from asking on every visit.
    staleTime: 60 * 60 * 1000,
  });
