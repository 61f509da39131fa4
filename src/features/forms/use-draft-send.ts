import { useState } from 'react';
import type { FormReceipt } from '@contract/forms';
import { MESSAGES } from '@contract/messages';
import type { SessionStore } from '@/lib/session-store';
import type { FormOutcome } from './form-outcome';
import { failureMessage, keptOfflineMessage, submissionKey, type Sent } from './submission';

type Submission<B> = { body: B; key: string };

type Options<V, B> = {
  store: SessionStore<{ values: V; sent: Sent }>;
  /** The request body for the values, or null when they are not valid. */
  toBody: (values: V) => B | null;
  mutation: { mutate: (submission: Submission<B>, callbacks: { onSuccess: (receipt: FormReceipt) => void; onError: (error: unknown) => void }) => void };
  /** useDraftForm's clear: a sent or queued form starts empty. */
  clear: () => void;
  /** What the form says once the server has it. */
  sentMessage: string;
  /** The submit button's word, for the offline failure ('press Send again'). */
  button: string;
};

/**
 * Sends a form the service worker may queue (feedback, route suggestion) from its draft: the draft
 * keeps the key it went under, so the same body sent again reuses it (submissionKey).
 */
export function useDraftSend<V, B>({ store, toBody, mutation, clear, sentMessage, button }: Options<V, B>) {
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const submit = (values: V) => {
    const body = toBody(values);
    if (!body) return setOutcome({ kind: 'failed', message: MESSAGES.genericFailure });
    const sent = submissionKey(store.get().sent, body);
    store.set({ values, sent });
    setOutcome(null);
    mutation.mutate({ body, key: sent.key }, {
      onSuccess: (receipt) => {
        clear();
        setOutcome(receipt.queued ? { kind: 'queued' } : { kind: 'sent', message: sentMessage });
      },
      onError: (error) => setOutcome({ kind: 'failed', message: failureMessage(error, keptOfflineMessage(button)) }),
    });
  };
  return { outcome, setOutcome, submit };
}
