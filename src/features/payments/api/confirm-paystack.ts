import { confirmResponse } from '@contract/payment';
import { legacyApiCall } from '@/api/client';
import { confirmationQueryOptions } from './confirmation';

/** Card (5), /call-back: GET /Payment/ProcessPaystackPayment/{ref}/NG. */
export async function confirmPaystack(reference: string, signal?: AbortSignal) {
  const envelope = await legacyApiCall('payment', `/Payment/ProcessPaystackPayment/${encodeURIComponent(reference)}/NG`, confirmResponse, { signal });
  return envelope.data;
}

export const confirmPaystackQueryOptions = (reference: string) => confirmationQueryOptions('paystack', reference, confirmPaystack);
