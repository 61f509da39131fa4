import { confirmResponse } from '@contract/payment';
import { legacyApiCall } from '@/api/client';
import { confirmationQueryOptions } from './confirmation';

/** Monnify (30), /monnify-pay: GET /api/v1/Moniepoint/processMoniepointPayment/{ref}/NGN. */
export async function confirmMoniepoint(reference: string, signal?: AbortSignal) {
  const envelope = await legacyApiCall('payment', `/api/v1/Moniepoint/processMoniepointPayment/${encodeURIComponent(reference)}/NGN`, confirmResponse, { signal });
  return envelope.data;
}

export const confirmMoniepointQueryOptions = (reference: string) => confirmationQueryOptions('monnify', reference, confirmMoniepoint);
