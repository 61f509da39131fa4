import { queryOptions } from '@tanstack/react-query';
import * as hireCalls from '@contract/calls/hire';
import { apiCall } from '@/api/client';
import { hireKeys } from './query-keys';

/**
 * GET /HireBooking/status/{ref}: the hire by its reference; for a bank transfer the server asks the
 * provider first, and an overdue hire answers 'expired'. /bankTransferPayment polls it.
 */
export const hireStatusQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: hireKeys.status(reference),
    queryFn: async ({ signal }) => (await apiCall(hireCalls.hireStatus, { params: { ref: reference }, signal })).data,
    staleTime: 0,
  });
