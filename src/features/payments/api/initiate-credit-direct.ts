import { creditDirectResponse } from '@contract/payment';
import { legacyApiCall } from '@/api/client';

/** Buy now, pay later (29): GET /Payment/InitiateCreditDirectRequest/{ref} → the widget to open. */
export async function initiateCreditDirect(reference: string) {
  const envelope = await legacyApiCall('payment', `/Payment/InitiateCreditDirectRequest/${encodeURIComponent(reference)}`, creditDirectResponse);
  return envelope.data;
}
