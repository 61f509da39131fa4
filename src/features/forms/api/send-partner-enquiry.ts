import { useMutation } from '@tanstack/react-query';
import type * as v from 'valibot';
import { PARTNER_ENQUIRY_PATH, type partnerEnquiryRequest } from '@contract/forms';
import { postForm, type FormSubmission } from './post-form';

type PartnerEnquiry = FormSubmission<v.InferOutput<typeof partnerEnquiryRequest>>;

/** POST /PartnerEnquiry (spec 2 §7.8). Never queued: offline it fails and the form keeps everything. */
export const useSendPartnerEnquiry = () =>
  useMutation({
    mutationKey: ['forms', 'partner-enquiry'],
    mutationFn: (form: PartnerEnquiry) => postForm(PARTNER_ENQUIRY_PATH, form),
    networkMode: 'always',
    retry: false,
  });
