import { queryOptions } from '@tanstack/react-query';
import * as rescheduleCalls from '@contract/calls/reschedule';
import { apiCall } from '@/api/client';
import { rescheduleKeys } from './query-keys';

/**
 * GET /Reschedule/status/{ref}: a reschedule by its RSC- reference; an unpaid one is asked about at
 * its provider first, so the card's return and the transfer page's polling both settle it.
 */
export const rescheduleStatusQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: rescheduleKeys.status(reference),
    queryFn: async ({ signal }) => (await apiCall(rescheduleCalls.status, { params: { ref: reference }, signal })).data,
    staleTime: 0,
    retry: false,
  });
