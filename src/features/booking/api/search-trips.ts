import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { tripSearchRequest, type TripSearchRequest } from '@contract/booking';
import * as bookingCalls from '@contract/calls/booking';
import { ApiError } from '@/api/api-error';
import { apiCall } from '@/api/client';
import type { CompleteSearch } from '../draft/search-params';
import { bookingKeys } from './query-keys';

/** The spec 2 §3 search body for a /select-bus search. */
export const tripSearchBody = (s: CompleteSearch): TripSearchRequest => ({
  departureTerminalId: s.from,
  destinationTerminalId: s.to,
  departureDate: s.date,
  ...(s.returnDate ? { returnDate: s.returnDate } : {}),
  numberOfAdults: s.adults,
  numberOfChildren: '0',
  tripType: s.returnDate ? '1' : '0',
  bookingType: '2',
});

/**
 * POST /Booking/availabletripdetails. A read, so it is a query keyed by the search (and gets a
 * read's deadline); seats sell all day, so an answer is fresh for 30 seconds only (the server
 * re-checks seats on booking).
 */
export const tripSearchQueryOptions = (s: CompleteSearch) =>
  queryOptions({
    queryKey: bookingKeys.tripSearch(s),
    queryFn: async ({ signal }) => {
      const body = tripSearchBody(s);
      // A link the server would refuse (14 adults) gets the contract's sentence at once, offline too.
      const checked = v.safeParse(tripSearchRequest, body);
      if (!checked.success) throw new ApiError(checked.issues[0].message, { status: 400, code: '400' });
      const envelope = await apiCall(bookingCalls.tripSearch, { body, signal });
      return envelope.data;
    },
    staleTime: 30_000,
  });
