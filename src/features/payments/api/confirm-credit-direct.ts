import { confirmResponse } from '@contract/payment';
import { legacyApiCall } from '@/api/client';
import { confirmationQueryOptions } from './confirmation';

/** Buy now, pay later (29), /bnpl-call-back: GET /Payment/ProcessCreditDirectPayment/{ref}. */
export async function confirmCreditDirect(reference: string, signal?: AbortSignal) {
  const envelope = await legacyApiCall('payment', `/Payment/ProcessCreditDirectPayment/${encodeURIComponent(reference)}`, confirmResponse, { signal });
  return envelope.data;
}

export const confirmCreditDirectQueryOptions = (reference: string) => confirmationQueryOptions('bnpl', reference, confirmCreditDirect);
