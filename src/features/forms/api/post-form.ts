import { formReceiptResponse, IDEMPOTENCY_HEADER, type FormReceipt } from '@contract/forms';
import { apiCall } from '@/api/client';

export type FormSubmission<B> = { body: B; key: string };

/**
 * POSTs a form to the settings service under its idempotency key. For feedback and suggestions
 * the service worker may answer instead, offline, with `queued: true`, and send it later under
 * the same key.
 */
export async function postForm<B>(path: string, { body, key }: FormSubmission<B>): Promise<FormReceipt> {
  const envelope = await apiCall('settings', path, formReceiptResponse, { method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: key } });
  return envelope.data;
}
