import { confirmResponse } from '@contract/payment';
import { legacyApiCall } from '@/api/client';
import { confirmationQueryOptions } from './confirmation';

/** Nomba (28), /nomba-pay: GET /api/v1/Nomba/processNombaPayment/{ref}. */
export async function confirmNomba(reference: string, signal?: AbortSignal) {
  const envelope = await legacyApiCall('payment', `/api/v1/Nomba/processNombaPayment/${encodeURIComponent(reference)}`, confirmResponse, { signal });
  return envelope.data;
}

export const confirmNombaQueryOptions = (reference: string) => confirmationQueryOptions('nomba', reference, confirmNomba);
