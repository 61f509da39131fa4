import { confirmResponse } from '@contract/payment';
import { legacyApiCall } from '@/api/client';
import { confirmationQueryOptions } from './confirmation';

/** Flutterwave (8), /flutter-pay: GET /Payment/ProcessFlutterWavePayment/{ref}. */
export async function confirmFlutterwave(reference: string, signal?: AbortSignal) {
  const envelope = await legacyApiCall('payment', `/Payment/ProcessFlutterWavePayment/${encodeURIComponent(reference)}`, confirmResponse, { signal });
  return envelope.data;
}

export const confirmFlutterwaveQueryOptions = (reference: string) => confirmationQueryOptions('flutterwave', reference, confirmFlutterwave);
