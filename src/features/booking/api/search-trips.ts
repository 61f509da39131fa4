import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { tripSearchBody } from '@contract/booking';
import * as bookingCalls from '@contract/calls/booking';
import { tripSearchSchema, type TripSearch } from '@contract/trip-search';
import { ApiError } from '@/api/api-error';
import { apiCall } from '@/api/client';
import { bookingKeys } from './query-keys';

/**
 * POST /Booking/availabletripdetails with the search as the app holds it, in the spec's names on the wire. A read, so it is a
 * query keyed by the search (and gets a read's deadline); seats sell all day, so an answer is
 * fresh for 30 seconds only (the server re-checks seats on booking).
 */
export const tripSearchQueryOptions = (search: TripSearch) =>
  queryOptions({
    queryKey: bookingKeys.tripSearch(search),
    queryFn: async ({ signal }) => {
      // A link the server would refuse (14 adults) gets the contract's sentence at once, offline too.
      const checked = v.safeParse(tripSearchSchema, search);
      if (!checked.success) throw new ApiError(checked.issues[0].message, { status: 400, code: '400' });
      const envelope = await apiCall(bookingCalls.tripSearch, { body: tripSearchBody(checked.output), signal });
      return envelope.data;
    },
    staleTime: 30_000,
  });
