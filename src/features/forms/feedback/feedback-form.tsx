import { Button, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { FEEDBACK_CATEGORIES, FEEDBACK_RECEIVED } from '@contract/forms';
import { useSendFeedback } from '../api/send-feedback';
import { draftPart } from '../draft-part';
import { OutcomeAlert } from '../form-outcome';
import { allFilled } from '../submission';
import { useDraftForm } from '@/lib/use-draft-form';
import { useDraftSend } from '../use-draft-send';
import { FEEDBACK_REQUIRED, feedbackBody, feedbackDraftStore, feedbackFormSchema } from './feedback-draft';

const CATEGORY_OPTIONS = [
  { value: '', label: 'Choose a category', disabled: true },
  ...FEEDBACK_CATEGORIES.map((c) => ({ value: String(c.value), label: c.label })),
];

/** Contact Us, Customer Feedback (spec 1 §2, §5): kept as a draft until it is sent or queued. */
export function FeedbackForm() {
  const { form, clear } = useDraftForm({ ...draftPart(feedbackDraftStore, 'values'), schema: feedbackFormSchema });
  const send = useSendFeedback();
  const { outcome, setOutcome, submit } = useDraftSend({
    store: feedbackDraftStore, toBody: feedbackBody, mutation: send, clear, sentMessage: FEEDBACK_RECEIVED, button: 'Send',
  });
  const onSubmit = form.onSubmit(submit);

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Customer Feedback">
      <Stack gap="sm">
        <NativeSelect label="Category" required data={CATEGORY_OPTIONS} {...form.getInputProps('Category')} />
        <TextInput label="Full Name" autoComplete="name" required {...form.getInputProps('CustomerName')} />
        <TextInput label="Phone Number" type="tel" inputMode="tel" autoComplete="tel-national" placeholder="08031234567" required {...form.getInputProps('CustomerPhoneNumber')} />
        <TextInput label="Email Address" type="email" inputMode="email" autoComplete="email" required {...form.getInputProps('CustomerEmail')} />
        <Textarea label="Message" rows={5} required {...form.getInputProps('Body')} />
        <OutcomeAlert outcome={outcome} onClose={() => setOutcome(null)} />
        <Button type="submit" loading={send.isPending} disabled={!allFilled(form.values, FEEDBACK_REQUIRED)} w={{ base: '100%', xs: 'auto' }}>
          Send
        </Button>
      </Stack>
    </form>
  );
}
