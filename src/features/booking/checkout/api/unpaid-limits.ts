import { queryOptions } from '@tanstack/react-query';
import type { UnpaidLimitsRequest } from '@contract/booking';
import * as bookingCalls from '@contract/calls/booking';
import { apiCall } from '@/api/client';

/** POST /Booking/unpaidlimits: would one more booking of these seats be refused by the unpaid-booking limits, and how to go on. */
export async function checkUnpaidLimits(body: UnpaidLimitsRequest, signal?: AbortSignal) {
  const envelope = await apiCall(bookingCalls.unpaidLimits, { body, signal });
  return envelope.data;
}

export const unpaidLimitsKeys = {
  all: ['booking', 'unpaid-limits'] as const,
  question: (body: UnpaidLimitsRequest, signedIn: boolean) => [...unpaidLimitsKeys.all, signedIn, body] as const,
};

/** Asked afresh on every visit and after every release: holds come and go by the minute. */
export const unpaidLimitsQueryOptions = (body: UnpaidLimitsRequest, signedIn: boolean) =>
  queryOptions({
    queryKey: unpaidLimitsKeys.question(body, signedIn),
    queryFn: ({ signal }) => checkUnpaidLimits(body, signal),
    staleTime: 0,
    gcTime: 60_000,
    // POST /booking still has the last word: a check that got no answer lets checkout go on.
    retry: false,
  });
