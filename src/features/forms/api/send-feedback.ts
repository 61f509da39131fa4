import { useMutation } from '@tanstack/react-query';
import type * as v from 'valibot';
import { FEEDBACK_PATH, type feedbackRequest } from '@contract/forms';
import { postForm, type FormSubmission } from './post-form';

type Feedback = FormSubmission<v.InferOutput<typeof feedbackRequest>>;

/** POST /api/CustomerFeedbacks (spec 2 §7.8); queued by the service worker when offline. */
export const useSendFeedback = () =>
  useMutation({ mutationKey: ['forms', 'feedback'], mutationFn: (form: Feedback) => postForm(FEEDBACK_PATH, form), networkMode: 'always', retry: false });
