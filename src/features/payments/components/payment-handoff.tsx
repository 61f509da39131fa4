import { useEffect, useRef } from 'react';
import { Loader, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { MESSAGES } from '@contract/messages';
import { ApiError, errorMessage } from '@/api/api-error';
import type { PendingPayment } from '@/entities/payment/pending-payment';
import { initiateCreditDirect } from '../api/initiate-credit-direct';
import { handoffFor, type RedirectProvider } from '../handoff';
import { PAYMENT_MESSAGES } from '../messages';
import { redirectUrlFor } from '../start-redirect';
import { WidgetOverlay } from './widget-overlay';

type Props = { payment: PendingPayment; onDone: (notice?: string) => void };

const failureText = (error: unknown) => (error instanceof ApiError && error.offline ? PAYMENT_MESSAGES.offline : error instanceof ApiError ? errorMessage(error) : MESSAGES.initFailure);

/**
 * Takes a created booking to its gateway (spec 1 §4 'Payment'): a redirect for card, Nomba, Monnify
 * and OPay; the /pay-flutter, /pay-budpay and /aza-pay pages; or the buy-now-pay-later widget over
 * the current page. Rendered by checkout through its route, so the two features stay apart.
 */
export function PaymentHandoff({ payment, onDone }: Props) {
  const handoff = handoffFor(payment.gateway);
  const navigate = useNavigate();
  const started = useRef(false);
  const redirect = useMutation({
    mutationFn: ({ provider, pay }: { provider: RedirectProvider; pay: PendingPayment }) => redirectUrlFor(provider, pay),
    networkMode: 'always',
    onSuccess: (url) => window.location.assign(url),
    onError: (error) => onDone(failureText(error)),
  });
  const widget = useMutation({ mutationFn: initiateCreditDirect, networkMode: 'always', onError: (error) => onDone(failureText(error)) });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!handoff) onDone(MESSAGES.initFailure);
    else if (handoff.kind === 'page') void navigate({ to: handoff.to });
    else if (handoff.kind === 'redirect') redirect.mutate({ provider: handoff.provider, pay: payment });
    else widget.mutate(payment.refCode);
    // Runs once per hand-off: each PendingPayment mounts its own PaymentHandoff.
    // oxlint-disable-next-line react/exhaustive-deps
  }, []);

  if (handoff?.kind === 'widget' && widget.data) {
    return <WidgetOverlay checkoutUrl={widget.data.checkoutUrl} label={handoff.label} onClose={() => onDone(PAYMENT_MESSAGES.bnplClosed)} />;
  }
  return (
    <Modal opened onClose={() => undefined} withCloseButton={false} closeOnEscape={false} closeOnClickOutside={false} centered title={handoff ? `Opening ${handoff.label}` : 'Payment'}>
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>Please wait while we take you to {handoff?.label ?? 'the payment page'}…</Text>
      </Stack>
    </Modal>
  );
}
