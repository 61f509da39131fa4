import { queryOptions } from '@tanstack/react-query';
import * as rescheduleCalls from '@contract/calls/reschedule';
import type { RescheduleLeg } from '@contract/reschedule';
import { apiCall } from '@/api/client';
import { rescheduleKeys } from './query-keys';

export type TripsAsk = { ref: string; phone: string; leg: RescheduleLeg; date: string };

/**
 * POST /Reschedule/trips: the buses the trip may move to on a date, with their seats now. Seats
 * change by the minute: fresh for 30 seconds, asked again when the picker opens.
 */
export const rescheduleTripsQueryOptions = (ask: TripsAsk) =>
  queryOptions({
    queryKey: rescheduleKeys.trips(ask.ref, ask.phone, ask.leg, ask.date),
    queryFn: async ({ signal }) => (await apiCall(rescheduleCalls.trips, { body: ask, signal })).data,
    staleTime: 30_000,
    retry: false,
  });
