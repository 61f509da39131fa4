import { useMutation } from '@tanstack/react-query';
import * as settingsCalls from '@contract/calls/settings';
import { postForm, type FormSubmission } from './post-form';

type PartnerEnquiry = FormSubmission<typeof settingsCalls.partnerEnquiry>;

/** POST /PartnerEnquiry (spec 2 §7.8). Never queued: offline it fails and the form keeps everything. */
export const useSendPartnerEnquiry = () =>
  useMutation({
    mutationKey: ['forms', 'partner-enquiry'],
    mutationFn: (form: PartnerEnquiry) => postForm(settingsCalls.partnerEnquiry, form),
    networkMode: 'always',
    retry: false,
  });
