import { queryOptions } from '@tanstack/react-query';
import * as paymentCalls from '@contract/calls/payment';
import { apiCall } from '@/api/client';
import { paymentKeys } from './query-keys';

/**
 * Bank transfer (26): POST /api/v1/AzaPay/account → the account to pay into. Only the reference is
 * sent: the server takes the amount, name, e-mail and phone from the booking. Kept for the whole
 * window (and in the persisted cache) so a reload shows the same account instead of asking again.
 */
export const transferAccountQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: paymentKeys.transferAccount(reference),
    queryFn: async ({ signal }) => (await apiCall(paymentCalls.azapayAccount, { body: { ref: reference }, signal })).data,
    staleTime: Infinity,
    retry: false,
  });
