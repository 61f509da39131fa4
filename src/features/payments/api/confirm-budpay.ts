import { confirmResponse } from '@contract/payment';
import { apiCall } from '@/api/client';
import { confirmationQueryOptions } from './confirmation';

/** BudPay (25), /bud-pay: GET /Payment/ProcessBudPayPayment/{ref}. */
export async function confirmBudpay(reference: string, signal?: AbortSignal) {
  const envelope = await apiCall('payment', `/Payment/ProcessBudPayPayment/${encodeURIComponent(reference)}`, confirmResponse, { signal });
  return envelope.data;
}

export const confirmBudpayQueryOptions = (reference: string) => confirmationQueryOptions('budpay', reference, confirmBudpay);
