import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '@/api/api-error';
import { lookUpBooking } from '@/entities/booking/booking-lookup';
import { ticketKeys } from './query-keys';

/**
 * GET /Booking/limited?BookingRefCode= (spec 2 §7.3); every answer is saved into the ticket vault
 * (src/entities/booking/booking-lookup.ts). networkMode 'always' with the screen enabling the query only
 * while online: offline it never starts, so it never sits paused behind a spinner; the saved copy
 * or a plain 'you are offline' answers instead, and the query runs by itself on reconnection.
 */
export const bookingStatusQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: ticketKeys.status(reference),
    queryFn: ({ signal }) => lookUpBooking(reference, signal),
    networkMode: 'always',
    // Not found and lost connections are answers; a server hiccup gets one more try.
    retry: (failureCount, error) => failureCount < 1 && error instanceof ApiError && !error.offline && error.status >= 500,
    // Payment and check-in change a booking at any moment: every visit asks again while online
    // (the vault shows the saved copy meanwhile), or a reload right after paying would still say Pending.
    staleTime: 0,
  });
