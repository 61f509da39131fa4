import { useMutation } from '@tanstack/react-query';
import type * as v from 'valibot';
import { FEEDBACK_PATH, formReceiptResponse, IDEMPOTENCY_HEADER, type FormReceipt, type feedbackRequest } from '@contract/forms';
import { apiCall } from '@/api/client';

export type FeedbackSubmission = { body: v.InferOutput<typeof feedbackRequest>; key: string };

/**
 * POST /api/CustomerFeedbacks (spec 2 §7.8). Offline, the service worker answers for the server
 * with `queued: true` and sends it later under the same key.
 */
export async function sendFeedback({ body, key }: FeedbackSubmission): Promise<FormReceipt> {
  const envelope = await apiCall('settings', FEEDBACK_PATH, formReceiptResponse, { method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: key } });
  return envelope.data;
}

export const useSendFeedback = () =>
  useMutation({ mutationKey: ['forms', 'feedback'], mutationFn: sendFeedback, networkMode: 'always', retry: false });
