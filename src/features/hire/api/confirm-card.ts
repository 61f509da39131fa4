import { queryOptions } from '@tanstack/react-query';
import * as hireCalls from '@contract/calls/hire';
import { ApiError } from '@/api/api-error';
import { apiCall } from '@/api/client';
import { HIRE_MESSAGES } from '@contract/hire';
import { hireKeys } from './query-keys';

/**
 * GET /Payment/ProcessHiredServicePaystackPayment/{ref} (spec 2 §7.5 'Hire card confirm'): asks the
 * card provider, settles the hire and answers it. No automatic retries: a cancel or failure is an
 * answer, not a glitch; 'Check again' is the traveller's.
 */
export const confirmCardQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: hireKeys.confirm(reference),
    queryFn: async ({ signal }) => {
      const { data } = await apiCall(hireCalls.cardConfirm, { params: { ref: reference }, signal });
      if (!data) throw new ApiError(HIRE_MESSAGES.confirmFailed, { status: 200, code: '' });
      return data;
    },
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
