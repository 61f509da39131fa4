import { queryOptions } from '@tanstack/react-query';
import * as hireCalls from '@contract/calls/hire';
import { HIRE_SERVICE_TYPE, type HireSearchRequest } from '@contract/hire';
import { apiCall } from '@/api/client';
import type { HireCriteria } from '../hire-search';
import { hireKeys } from './query-keys';

/** The spec 2 §7.4 bookingSearch body for a hire search (the return leg is the one-way leg reversed). */
export function hireSearchBody(c: HireCriteria, km?: number | null): HireSearchRequest {
  const roundTrip = c.returnDate !== undefined;
  return {
    OnewayPickupLocation: c.from,
    OneWayDropoffLocation: c.to,
    OnewayPickupDate: c.date,
    OnewayDistanceApart: km ?? null,
    HiredServiceType: roundTrip ? HIRE_SERVICE_TYPE.roundTrip : HIRE_SERVICE_TYPE.oneWay,
    IsSleepOver: roundTrip && c.night,
    ...(roundTrip ? { ReturnPickupDate: c.returnDate, ReturnPickupLocation: c.to, ReturnDropoffLocation: c.from } : {}),
  };
}

/**
 * POST /HireBooking/bookingSearch: the vehicles on offer for the trip and their prices. A read, so a
 * query keyed by the search (the distance sent is for display only and not part of the key). Other
 * travellers hire all day, so an answer is fresh for 30 seconds (the server checks again on request).
 */
export const hireSearchQueryOptions = (c: HireCriteria, km?: number | null) =>
  queryOptions({
    queryKey: hireKeys.search(c),
    queryFn: async ({ signal }) => (await apiCall(hireCalls.bookingSearch, { body: hireSearchBody(c, km), signal })).data,
    staleTime: 30_000,
  });
