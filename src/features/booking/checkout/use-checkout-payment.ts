import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTimeout } from '@mantine/hooks';
import type { Gateway } from '@contract/payment';
import { ApiError, errorMessage, OFFLINE_MESSAGE } from '@/api/api-error';
import { pendingPaymentStore, type PendingPayment } from '@/entities/payment/pending-payment';
import { createBookingMutationOptions } from './api/create-booking';
import { buildBookingRequest, buildPendingPayment, reusablePayment, type CompleteDraft } from './booking-request';

/** Spec 2 §8: a message stays up 4 s; then a failed booking returns to the bus list. */
const FAILURE_SHOWN_MS = 4000;

/**
 * The provider's sentence when a payment of this draft's booking was not completed and its seats
 * are still held (payments' 'Select payment method'): checkout then opens on 'Trip payment' with it.
 */
export function resumingPayment(draft: CompleteDraft, signedIn: boolean): string | null {
  const pending = pendingPaymentStore.get();
  return pending?.notice && reusablePayment(pending, draft, signedIn) ? pending.notice : null;
}

/**
 * Choosing a gateway: create the booking (POST /booking, priced by the server), keep it in
 * pendingPaymentStore, then hand it to the payments feature. A booking already held for the same
 * choices is reused, so trying another gateway does not fight this traveller's own seat hold.
 */
export function useCheckoutPayment(draft: CompleteDraft, signedIn: boolean, backToBuses: () => void) {
  const create = useMutation(createBookingMutationOptions());
  const [handoff, setHandoff] = useState<PendingPayment | null>(null);
  const [notice, setNotice] = useState<string | null>(() => resumingPayment(draft, signedIn));
  useEffect(() => {
    // Said once: a reload does not open 'Trip payment' again.
    if (pendingPaymentStore.get()?.notice) pendingPaymentStore.set((pending) => (pending ? { ...pending, notice: undefined } : pending));
  }, []);
  const [failure, setFailure] = useState<string | null>(null);
  const [busyGateway, setBusyGateway] = useState<number | null>(null);
  const leave = useTimeout(backToBuses, FAILURE_SHOWN_MS);

  const start = (payment: PendingPayment) => {
    pendingPaymentStore.set(payment);
    setHandoff(payment);
  };

  const choose = (gateway: Gateway) => {
    const id = gateway.paymentWalletEnumId;
    setNotice(null);
    if (!navigator.onLine) {
      setNotice(OFFLINE_MESSAGE);
      return;
    }
    const held = reusablePayment(pendingPaymentStore.get(), draft, signedIn);
    if (held) {
      start({ ...held, gateway: id });
      return;
    }
    setBusyGateway(id);
    create.mutate(buildBookingRequest(draft, id, signedIn), {
      onSuccess: (booking) => start(buildPendingPayment(draft, id, booking)),
      onError: (error) => {
        if (error instanceof ApiError && error.offline) {
          setNotice(OFFLINE_MESSAGE);
          return;
        }
        // The sign-in ended (POST /booking refuses a dead customer session rather than charge the
        // guest price the summary did not show): nothing was booked, the draft is kept, and the
        // app's session-expiry handler takes the traveller to sign in again.
        if (error instanceof ApiError && error.status === 401) return;
        // Spec 1 §4: a creation failure shows its short description and returns to /select-bus.
        setFailure(errorMessage(error));
        leave.start();
      },
      onSettled: () => setBusyGateway(null),
    });
  };

  /** The payments feature is done with the hand-off without leaving (widget closed, init failed). */
  const handoffDone = (message?: string) => {
    setHandoff(null);
    setNotice(message ?? null);
  };

  return { choose, handoff, handoffDone, notice, failure, busyGateway, clearNotice: () => setNotice(null) };
}
