import * as v from 'valibot';
import { FEEDBACK_SUBJECT, feedbackRequest } from '@contract/forms';
import { createSessionStore } from '@/lib/session-store';
import { sentSchema } from '../submission';

/** What the Customer Feedback form holds, named as the request fields so errors land on them. */
const feedbackValuesSchema = v.object({
  Category: v.string(),
  CustomerName: v.string(),
  CustomerPhoneNumber: v.string(),
  CustomerEmail: v.string(),
  Body: v.string(),
});
export type FeedbackValues = v.InferOutput<typeof feedbackValuesSchema>;

export const emptyFeedback: FeedbackValues = { Category: '', CustomerName: '', CustomerPhoneNumber: '', CustomerEmail: '', Body: '' };

const feedbackDraftSchema = v.object({ values: feedbackValuesSchema, sent: sentSchema });

export const feedbackDraftStore = createSessionStore('freely.feedback-draft', feedbackDraftSchema, { values: emptyFeedback, sent: null });

/** The form's validation: the request without its fixed Subject. */
export const feedbackFormSchema = v.omit(feedbackRequest, ['Subject']);

/** Spec 1 §5: Send is disabled until category, name, phone, e-mail and message are all filled. */
export const FEEDBACK_REQUIRED = ['Category', 'CustomerName', 'CustomerPhoneNumber', 'CustomerEmail', 'Body'] as const;

/** The request body for valid form values, or null when they are not valid. */
export function feedbackBody(values: FeedbackValues) {
  const parsed = v.safeParse(feedbackRequest, { ...values, Subject: FEEDBACK_SUBJECT });
  return parsed.success ? parsed.output : null;
}
