import '@/ui/overlay-styles';
import { useEffect, useRef } from 'react';
import { Loader, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { MESSAGES } from '@contract/messages';
import { ApiError, errorMessage } from '@/api/api-error';
import type { PendingPayment } from '@/entities/payment/pending-payment';
import { PAYMENT_MESSAGES } from '../messages';
import { openCheckout, PAYMENT_PROVIDERS, providerOfGateway, type ProviderName } from '../providers';
import { WidgetOverlay } from './widget-overlay';

type Props = { payment: PendingPayment; onDone: (notice?: string) => void };

const failureText = (error: unknown) => (error instanceof ApiError && error.offline ? PAYMENT_MESSAGES.offline : error instanceof ApiError ? errorMessage(error) : MESSAGES.initFailure);

/**
 * Takes a created booking to its provider (spec 1 §4 'Payment', providers.ts): its own page
 * (/pay-flutter, /pay-budpay, /aza-pay, /woven-pay?reference=) when it has one, else its checkout, by redirect or in the
 * widget over the current page. Rendered by checkout through its route, so the two features stay apart.
 */
export function PaymentHandoff({ payment, onDone }: Props) {
  const name = providerOfGateway(payment.gateway);
  const provider = name && PAYMENT_PROVIDERS[name];
  const checkout = provider?.page ? undefined : provider?.checkout;
  const navigate = useNavigate();
  const started = useRef(false);
  const open = useMutation({
    mutationFn: ({ to, pay }: { to: ProviderName; pay: PendingPayment }) => openCheckout(to, pay),
    networkMode: 'always',
    onSuccess: (url) => (checkout?.shown === 'redirect' ? window.location.assign(url) : undefined),
    onError: (error) => onDone(failureText(error)),
  });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // /woven-pay keeps its booking in the URL, so a reload or another tab shows the same account.
    if (provider?.page === '/woven-pay') void navigate({ to: '/woven-pay', search: { reference: payment.refCode } });
    else if (provider?.page) void navigate({ to: provider.page });
    else if (name && checkout) open.mutate({ to: name, pay: payment });
    else onDone(MESSAGES.initFailure);
    // Runs once per hand-off: each PendingPayment mounts its own PaymentHandoff.
    // oxlint-disable-next-line react/exhaustive-deps
  }, []);

  if (provider && checkout?.shown === 'widget' && open.data) {
    return <WidgetOverlay checkoutUrl={open.data} label={provider.label} onClose={() => onDone(checkout.closedMessage)} />;
  }
  return (
    <Modal opened onClose={() => undefined} withCloseButton={false} closeOnEscape={false} closeOnClickOutside={false} centered title={provider ? `Opening ${provider.label}` : 'Payment'}>
      <Stack align="center" gap="sm" role="status">
        <Loader aria-hidden />
        <Text>Please wait while we take you to {provider?.label ?? 'the payment page'}…</Text>
      </Stack>
    </Modal>
  );
}
