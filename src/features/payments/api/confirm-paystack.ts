import { confirmResponse } from '@contract/payment';
import { apiCall } from '@/api/client';
import { confirmationQueryOptions } from './confirmation';

/** Card (5), /call-back: GET /Payment/ProcessPaystackPayment/{ref}/NG. */
export async function confirmPaystack(reference: string, signal?: AbortSignal) {
  const envelope = await apiCall('payment', `/Payment/ProcessPaystackPayment/${encodeURIComponent(reference)}/NG`, confirmResponse, { signal });
  return envelope.data;
}

export const confirmPaystackQueryOptions = (reference: string) => confirmationQueryOptions('paystack', reference, confirmPaystack);
