import { queryOptions } from '@tanstack/react-query';
import * as bookingCalls from '@contract/calls/booking';
import { HISTORY_COUNTRY_CODE, type BookingHistoryRow } from '@contract/history';
import { apiCall } from '@/api/client';
import { accountKeys } from '../../api/query-keys';

/** Under the account's key: sign-out and an expired session forget it with the rest of the account. */
export const historyKeys = {
  all: () => [...accountKeys.all, 'history'] as const,
  list: (email: string) => [...historyKeys.all(), email] as const,
};

/** GET /CustomerBooking/bookingHistorys?Email=&CountryCode=NG&Paginated=false → data.data.userData (spec 2 §7.3). */
export async function getBookingHistory(email: string, signal?: AbortSignal): Promise<BookingHistoryRow[]> {
  const envelope = await apiCall(bookingCalls.bookingHistory, { query: { Email: email, CountryCode: HISTORY_COUNTRY_CODE, Paginated: 'false' }, signal });
  return envelope.data.data.userData;
}

export const bookingHistoryQueryOptions = (email: string) =>
  queryOptions({
    queryKey: historyKeys.list(email),
    queryFn: ({ signal }) => getBookingHistory(email, signal),
    // Statuses move as payments settle: ask again on every visit, keep the last list for offline.
    staleTime: 0,
  });
