import type * as formCalls from '@contract/calls/forms';
import { IDEMPOTENCY_HEADER, type FormReceipt } from '@contract/forms';
import { apiCall, type CallInput } from '@/api/client';

type FormCall = (typeof formCalls)[keyof typeof formCalls];
export type FormSubmission<C extends FormCall> = { body: CallInput<C>['body']; key: string };

/**
 * POSTs a form to the settings service under its idempotency key. For feedback and suggestions
 * the service worker may answer instead, offline, with `queued: true`, and send it later under
 * the same key.
 */
export async function postForm<C extends FormCall>(call: C, { body, key }: FormSubmission<C>): Promise<FormReceipt> {
  const envelope = await apiCall(call as FormCall, { body: body as never, headers: { [IDEMPOTENCY_HEADER]: key } });
  return envelope.data;
}
