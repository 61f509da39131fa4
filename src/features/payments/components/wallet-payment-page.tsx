import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PIN_LENGTH, WALLET_MESSAGES } from '@contract/wallet';
import { isNoConnection } from '@/api/api-error';
import { pendingPaymentStore } from '@/entities/payment/pending-payment';
import { walletPaymentStore, walletPin, type WalletPayment } from '@/entities/payment/wallet-payment';
import { useSessionStore } from '@/lib/session-store';
import { formatNaira } from '@/lib/naira';
import { PinField } from '@/ui/pin-field';
import { payFromWallet } from '../api/wallet-payment';
import { outcomeOfError } from '../confirm-outcome';
import { PAYMENT_MESSAGES } from '../messages';
import { useIssuedTicketSave } from '../use-issued-ticket-save';
import { IssuedTicketQr } from './issued-ticket-qr';
import { HomeActions, NoPaymentPage, OfflineNotice } from './payment-notices';
import { TicketView } from './ticket-view';

const TITLE = 'Wallet Payment';

/**
 * /confirmed-wallet-payment (spec 1 §2): posts the wallet payment once when opened, with the PIN
 * checkout held in memory, then shows the ticket like the card callback pages, or why it failed with
 * a way to try again. A reload has no PIN: it asks for it rather than paying again by itself.
 */
export function WalletPaymentPage({ onConfirmed }: { onConfirmed?: () => void }) {
  const stored = useSessionStore(walletPaymentStore);
  const pay = useMutation({
    mutationFn: ({ payment, pin }: { payment: WalletPayment; pin: string }) => payFromWallet(payment, pin),
    networkMode: 'always',
    onSuccess: () => {
      pendingPaymentStore.clear();
      walletPaymentStore.clear();
      onConfirmed?.();
    },
  });
  const { mutate } = pay;
  const started = useRef(false);
  useEffect(() => {
    // Once per page (React's development double effects included): the PIN is handed over once.
    if (started.current || !stored) return;
    started.current = true;
    const pin = walletPin.take(stored.refCode);
    if (pin) mutate({ payment: stored, pin });
  }, [stored, mutate]);

  const ticket = pay.data;
  const save = useIssuedTicketSave(ticket?.bookingReference);
  const payment = pay.variables?.payment ?? stored;
  const retry = (pin: string) => payment && mutate({ payment, pin });

  if (ticket) {
    return (
      <Container size="sm" py="xl">
        <TicketView
          ticket={ticket}
          qr={<IssuedTicketQr reference={ticket.bookingReference} qr={ticket.ticketQr} save={save} />}
          actions={
            <Stack gap="sm">
              <Text>Paid from your wallet. Your cashback and the payment show on your wallet page.</Text>
              <Group gap="sm">
                <Button variant="light" renderRoot={(props) => <Link {...props} to="/profile" />}>Go to Wallet</Button>
              </Group>
              <HomeActions />
            </Stack>
          }
        />
      </Container>
    );
  }
  if (!payment) return <NoPaymentPage title={TITLE} />;
  if (pay.isPending) {
    return (
      <Page>
        <Stack align="center" gap="md" py="xl" role="status">
          <Loader aria-hidden />
          <Text>Paying {formatNaira(payment.amount)} from your wallet…</Text>
        </Stack>
      </Page>
    );
  }
  if (pay.isError) return <Failure error={pay.error} payment={payment} onRetry={retry} />;
  return (
    <Page>
      <Text>Enter your transaction PIN to pay {formatNaira(payment.amount)} for booking {payment.refCode} from your wallet.</Text>
      <PinForm onPay={retry} />
    </Page>
  );
}

function Page({ heading = TITLE, children }: { heading?: string; children: ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{heading}</Title>
        {children}
      </Stack>
    </Container>
  );
}

/** Why the wallet did not pay, and the one way on: the PIN again, reset the PIN, fund the wallet, or another method. */
function Failure({ error, payment, onRetry }: { error: unknown; payment: WalletPayment; onRetry: (pin: string) => void }) {
  if (isNoConnection(error)) {
    return (
      <Page>
        <OfflineNotice />
        <PinForm onPay={onRetry} />
      </Page>
    );
  }
  const outcome = outcomeOfError(error);
  if (outcome.kind === 'cancelled' || outcome.kind === 'refund') {
    return (
      <Page heading={outcome.kind === 'cancelled' ? PAYMENT_MESSAGES.cancelledHeading : PAYMENT_MESSAGES.refundHeading}>
        {outcome.kind === 'refund' ? <Alert color="blue" role="status">{outcome.message}</Alert> : null}
        <HomeActions />
      </Page>
    );
  }
  const message = outcome.kind === 'failed' && outcome.message ? outcome.message : PAYMENT_MESSAGES.confirmFailure;
  const locked = message === WALLET_MESSAGES.locked;
  const low = message === WALLET_MESSAGES.lowBalance;
  return (
    <Page heading="Failed Payment">
      <Alert color="red" role="alert" title="Your wallet was not charged">{message}</Alert>
      {locked || low ? null : <PinForm onPay={onRetry} />}
      <Group gap="sm">
        {locked ? <Button renderRoot={(props) => <Link {...props} to="/setting" search={{ tab: 'reset-pin' }} />}>Reset Wallet Pin</Button> : null}
        {low ? <Button renderRoot={(props) => <Link {...props} to="/profile" />}>Fund wallet</Button> : null}
        <Button variant="light" renderRoot={(props) => <Link {...props} to="/passenger-details" />}>Choose another payment method</Button>
      </Group>
      <Text size="sm" c="dimmed">Booking {payment.refCode} stays held for you until its time runs out.</Text>
    </Page>
  );
}

/** The PIN again: 4 masked digits, Pay disabled until complete. */
function PinForm({ onPay }: { onPay: (pin: string) => void }) {
  const [pin, setPin] = useState('');
  return (
    <form
      noValidate
      aria-label="Pay with your wallet"
      onSubmit={(event) => {
        event.preventDefault();
        if (pin.length !== PIN_LENGTH) return;
        onPay(pin);
        setPin('');
      }}
    >
      <Stack gap="sm" maw={360}>
        <PinField label="Transaction Pin" description="Please Enter Your 4 Digit Transaction Pin" length={PIN_LENGTH} value={pin} onChange={setPin} autoFocus />
        <Button type="submit" disabled={pin.length !== PIN_LENGTH} w="fit-content">Pay</Button>
      </Stack>
    </form>
  );
}
