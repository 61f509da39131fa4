import { useMutation } from '@tanstack/react-query';
import * as settingsCalls from '@contract/calls/settings';
import { postForm, type FormSubmission } from './post-form';

type Feedback = FormSubmission<typeof settingsCalls.feedback>;

/** POST /api/CustomerFeedbacks (spec 2 §7.8); queued by the service worker when offline. */
export const useSendFeedback = () =>
  useMutation({ mutationKey: ['forms', 'feedback'], mutationFn: (form: Feedback) => postForm(settingsCalls.feedback, form), networkMode: 'always', retry: false });
