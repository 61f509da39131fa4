import { queryOptions } from '@tanstack/react-query';
import * as paymentCalls from '@contract/calls/payment';
import { apiCall } from '@/api/client';
import type { PendingPayment } from '@/entities/payment/pending-payment';
import { paymentKeys } from './query-keys';

/**
 * Bank transfer (26): POST /api/v1/AzaPay/account → the account to pay into. Kept for the whole
 * window (and in the persisted cache) so a reload shows the same account instead of asking again.
 */
export const transferAccountQueryOptions = (payment: PendingPayment) =>
  queryOptions({
    queryKey: paymentKeys.transferAccount(payment.refCode),
    queryFn: async ({ signal }) => {
      const envelope = await apiCall(paymentCalls.azapayAccount, {
        body: { ref: payment.refCode, customerEmail: payment.email, customerName: payment.mainName, customerPhone: payment.phonenumber, amount: payment.amount },
        signal,
      });
      return envelope.data;
    },
    staleTime: Infinity,
    retry: false,
  });
