import { useState } from 'react';
import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { CURRENCY } from '@contract/limits';
import { ApiError, errorMessage } from '@/api/api-error';
import { formatNaira } from '@/lib/naira';
import { pendingPaymentStore, type PendingPayment } from '@/entities/payment/pending-payment';
import { useSessionStore } from '@/lib/session-store';
import { useOnline } from '@/offline/network-status';
import { DetailList } from '@/ui/detail-list';
import { openCheckout, PAYMENT_PROVIDERS } from '../providers';
import { NoPaymentPage, OfflineNotice } from './payment-notices';
import { ProviderLogo, type Brand } from './provider-logo';
import { WidgetOverlay } from './widget-overlay';

type Props = {
  /** Its checkout (providers.ts) opens over this page as a widget or moves the tab to it. */
  provider: Brand;
  showPhone?: boolean;
};

/** /pay-flutter, /pay-budpay and /pay-paystack: the provider's logo, the booking and one pay button. */
export function ProviderPayPage({ provider, showPhone }: Props) {
  const payment = useSessionStore(pendingPaymentStore);
  if (!payment) return <NoPaymentPage title={`Pay with ${PAYMENT_PROVIDERS[provider].label}`} />;
  return <PayPanel payment={payment} provider={provider} showPhone={showPhone} />;
}

function PayPanel({ payment, provider, showPhone }: Props & { payment: PendingPayment }) {
  const online = useOnline();
  const { label: name, checkout } = PAYMENT_PROVIDERS[provider];
  const mode = checkout?.shown;
  const [widgetUrl, setWidgetUrl] = useState<string | null>(null);
  const [closed, setClosed] = useState(false);
  const start = useMutation({
    mutationFn: (pay: PendingPayment) => openCheckout(provider, pay),
    networkMode: 'always',
    onSuccess: (url) => (mode === 'redirect' ? window.location.assign(url) : setWidgetUrl(url)),
  });
  const failure = start.error instanceof ApiError && start.error.offline ? null : start.error;

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <ProviderLogo brand={provider} />
        <Title order={1}>Pay with {name}</Title>
        <DetailList
          label="Payment details"
          items={[
            { label: 'Booking Reference', value: payment.refCode },
            // Known when checkout made the booking; /pay-booking's look-up does not carry them.
            ...(payment.email ? [{ label: 'Email', value: payment.email }] : []),
            ...(showPhone && payment.phonenumber ? [{ label: 'Phone', value: payment.phonenumber }] : []),
            { label: 'Amount', value: formatNaira(payment.amount) },
            { label: 'Currency', value: CURRENCY },
          ]}
        />
        {closed && checkout?.closedMessage ? <Alert color="amber" role="alert">{checkout.closedMessage}</Alert> : null}
        {failure ? <Alert color="red" role="alert">{errorMessage(failure)}</Alert> : null}
        {!online || (start.error instanceof ApiError && start.error.offline) ? <OfflineNotice /> : null}
        <Button
          size="md"
          onClick={() => {
            setClosed(false);
            start.mutate(payment);
          }}
          loading={start.isPending || (mode === 'redirect' && start.isSuccess)}
          disabled={!online}
        >
          Pay {formatNaira(payment.amount)}
        </Button>
      </Stack>
      {widgetUrl ? (
        <WidgetOverlay
          checkoutUrl={widgetUrl}
          label={name}
          onClose={() => {
            setWidgetUrl(null);
            setClosed(true);
          }}
        />
      ) : null}
    </Container>
  );
}
