import { useMutation } from '@tanstack/react-query';
import { postForm, type FormSubmission } from './post-form';
import * as formCalls from '@contract/calls/forms';

type Feedback = FormSubmission<typeof formCalls.feedback>;

/** POST /api/CustomerFeedbacks (spec 2 §7.8); queued by the service worker when offline. */
export const useSendFeedback = () =>
  useMutation({ mutationKey: ['forms', 'feedback'], mutationFn: (form: Feedback) => postForm(formCalls.feedback, form), networkMode: 'always', retry: false });
