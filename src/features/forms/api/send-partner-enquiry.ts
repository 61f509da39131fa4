import { useMutation } from '@tanstack/react-query';
import { postForm, type FormSubmission } from './post-form';
import * as formCalls from '@contract/calls/forms';

type PartnerEnquiry = FormSubmission<typeof formCalls.partnerEnquiry>;

/** POST /PartnerEnquiry (spec 2 §7.8). Never queued: offline it fails and the form keeps everything. */
export const useSendPartnerEnquiry = () =>
  useMutation({
    mutationKey: ['forms', 'partner-enquiry'],
    mutationFn: (form: PartnerEnquiry) => postForm(formCalls.partnerEnquiry, form),
    networkMode: 'always',
    retry: false,
  });
