import { COUNTRY_CODE } from '@contract/limits';
import { confirmResponse } from '@contract/payment';
import { legacyApiCall } from '@/api/client';
import { confirmationQueryOptions } from './confirmation';

/** OPay (31), /opay-callback: POST /api/v1/OPay/verify {country, reference}. */
export async function verifyOpay(reference: string, signal?: AbortSignal) {
  const envelope = await legacyApiCall('payment', '/api/v1/OPay/verify', confirmResponse, { method: 'POST', body: { country: COUNTRY_CODE, reference }, signal });
  return envelope.data;
}

export const verifyOpayQueryOptions = (reference: string) => confirmationQueryOptions('opay', reference, verifyOpay);
