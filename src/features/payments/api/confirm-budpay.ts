import { confirmResponse } from '@contract/payment';
import { legacyApiCall } from '@/api/client';
import { confirmationQueryOptions } from './confirmation';

/** BudPay (25), /bud-pay: GET /Payment/ProcessBudPayPayment/{ref}. */
export async function confirmBudpay(reference: string, signal?: AbortSignal) {
  const envelope = await legacyApiCall('payment', `/Payment/ProcessBudPayPayment/${encodeURIComponent(reference)}`, confirmResponse, { signal });
  return envelope.data;
}

export const confirmBudpayQueryOptions = (reference: string) => confirmationQueryOptions('budpay', reference, confirmBudpay);
