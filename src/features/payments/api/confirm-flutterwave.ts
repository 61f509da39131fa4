import { confirmResponse } from '@contract/payment';
import { apiCall } from '@/api/client';
import { confirmationQueryOptions } from './confirmation';

/** Flutterwave (8), /flutter-pay: GET /Payment/ProcessFlutterWavePayment/{ref}. */
export async function confirmFlutterwave(reference: string, signal?: AbortSignal) {
  const envelope = await apiCall('payment', `/Payment/ProcessFlutterWavePayment/${encodeURIComponent(reference)}`, confirmResponse, { signal });
  return envelope.data;
}

export const confirmFlutterwaveQueryOptions = (reference: string) => confirmationQueryOptions('flutterwave', reference, confirmFlutterwave);
