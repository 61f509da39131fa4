import { useState } from 'react';
import { Button, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { FEEDBACK_CATEGORIES, FEEDBACK_RECEIVED } from '@contract/forms';
import { MESSAGES } from '@contract/messages';
import { useSendFeedback } from '../api/send-feedback';
import { OutcomeAlert, type FormOutcome } from '../form-outcome';
import { allFilled, failureMessage, keptOfflineMessage, submissionKey } from '../submission';
import { useDraftForm } from '../use-draft-form';
import { FEEDBACK_REQUIRED, feedbackBody, feedbackDraftStore, feedbackFormSchema, type FeedbackValues } from './feedback-draft';

const CATEGORY_OPTIONS = [
  { value: '', label: 'Choose a category', disabled: true },
  ...FEEDBACK_CATEGORIES.map((c) => ({ value: String(c.value), label: c.label })),
];

/** Contact Us, Customer Feedback (spec 1 §2, §5): kept as a draft until it is sent or queued. */
export function FeedbackForm() {
  const { form, clear } = useDraftForm({
    store: feedbackDraftStore,
    read: (draft): FeedbackValues => draft.values,
    apply: (draft, values) => ({ ...draft, values }),
    schema: feedbackFormSchema,
  });
  const send = useSendFeedback();
  const [outcome, setOutcome] = useState<FormOutcome>(null);

  const onSubmit = form.onSubmit((values) => {
    const body = feedbackBody(values);
    if (!body) return setOutcome({ kind: 'failed', message: MESSAGES.genericFailure });
    const sent = submissionKey(feedbackDraftStore.get().sent, body);
    feedbackDraftStore.set({ values, sent });
    setOutcome(null);
    send.mutate({ body, key: sent.key }, {
      onSuccess: (receipt) => {
        clear();
        setOutcome(receipt.queued ? { kind: 'queued' } : { kind: 'sent', message: FEEDBACK_RECEIVED });
      },
      onError: (error) => setOutcome({ kind: 'failed', message: failureMessage(error, keptOfflineMessage('Send')) }),
    });
  });

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
