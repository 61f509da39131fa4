import { useMutation } from '@tanstack/react-query';
import type * as v from 'valibot';
import { formReceiptResponse, IDEMPOTENCY_HEADER, PARTNER_ENQUIRY_PATH, type FormReceipt, type partnerEnquiryRequest } from '@contract/forms';
import { apiCall } from '@/api/client';

export type PartnerEnquirySubmission = { body: v.InferOutput<typeof partnerEnquiryRequest>; key: string };

/** POST /PartnerEnquiry (spec 2 §7.8). Never queued: offline it fails and the form keeps everything. */
export async function sendPartnerEnquiry({ body, key }: PartnerEnquirySubmission): Promise<FormReceipt> {
  const envelope = await apiCall('settings', PARTNER_ENQUIRY_PATH, formReceiptResponse, { method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: key } });
  return envelope.data;
}

export const useSendPartnerEnquiry = () =>
  useMutation({ mutationKey: ['forms', 'partner-enquiry'], mutationFn: sendPartnerEnquiry, networkMode: 'always', retry: false });
