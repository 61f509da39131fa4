import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useMutationState, type MutationState } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ConfirmedTicket } from '@contract/tickets';
import { PIN_LENGTH, WALLET_CODES, WALLET_TYPE, type WalletType } from '@contract/wallet';
import { ApiError, isNoConnection } from '@/api/api-error';
import { pendingPaymentStore, type PendingPayment } from '@/entities/payment/pending-payment';
import { walletPaymentKey, walletPaymentMutationOptions, type WalletPaymentInput } from '@/entities/payment/wallet-payment';
import { useSessionStore } from '@/lib/session-store';
import { formatNaira } from '@/lib/naira';
import { PinField } from '@/ui/pin-field';
import { TitledPage } from '@/ui/titled-page';
import { outcomeOfError } from '../confirm-outcome';
import { PAYMENT_MESSAGES } from '../messages';
import { useIssuedTicketSave } from '../use-issued-ticket-save';
import { IssuedTicketQr } from './issued-ticket-qr';
import { HomeActions, NoPaymentPage, OfflineNotice } from './payment-notices';
import { TicketView } from './ticket-view';
import { PaymentHelpLink } from '@/ui/payment-help-link';

const TITLE = 'Wallet Payment';

const WALLET_GATEWAYS: readonly number[] = Object.values(WALLET_TYPE);
const walletTypeOf = (payment: PendingPayment | null): WalletType | undefined =>
  payment && WALLET_GATEWAYS.includes(payment.gateway) ? (payment.gateway as WalletType) : undefined;

/**
 * /confirmed-wallet-payment (spec 1 §2: 'posts the wallet debit when opened'). Our reading: the
 * debit is posted at the moment the page opens, by the PIN's Proceed in checkout's 'Transaction
 * Pin', which starts the wallet payment (a mutation keyed by the booking: entities/payment/
 * wallet-payment.ts) and opens this page; the page shows that payment as it goes (useMutationState),
 * then the ticket like the card callback pages, or why it failed with the one way on. The PIN is
 * never stored: a reload finds no payment in flight and asks for the PIN rather than paying again
 * by itself. The booking is the one pending payment (gateway 1, 2 or 23).
 */
export function WalletPaymentPage({ onConfirmed }: { onConfirmed?: () => void }) {
  const stored = useSessionStore(pendingPaymentStore);
  // Kept once seen: paying clears the store, and the ticket must stay on screen.
  const [kept, setKept] = useState<PendingPayment | null>(null);
  if (stored && stored !== kept) setKept(stored);
  const payment = stored ?? kept;
  const walletType = walletTypeOf(payment);
  if (!payment || !walletType) return <NoPaymentPage title={TITLE} />;
  return <WalletPayment payment={payment} walletType={walletType} onConfirmed={onConfirmed} />;
}

type PaymentProps = { payment: PendingPayment; walletType: WalletType; onConfirmed?: () => void };

function WalletPayment({ payment, walletType, onConfirmed }: PaymentProps) {
  const { refCode } = payment;
  // The payment started by checkout's PIN, or by this page's own PIN form: the newest of this booking.
  const states = useMutationState<MutationState<ConfirmedTicket, Error, WalletPaymentInput>>({
    filters: { mutationKey: walletPaymentKey(refCode) },
    select: (mutation) => mutation.state as MutationState<ConfirmedTicket, Error, WalletPaymentInput>,
  });
  const state = states.at(-1);
  const pay = useMutation(walletPaymentMutationOptions(refCode));
  const retry = (pin: string) => pay.mutate({ refCode, walletType, pin });

  const ticket = state?.status === 'success' ? state.data : undefined;
  useEffect(() => {
    if (!ticket) return;
    pendingPaymentStore.clear();
    onConfirmed?.();
  }, [ticket, onConfirmed]);
  const save = useIssuedTicketSave(ticket);

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
  if (state?.status === 'pending') {
    return (
      <Page>
        <Stack align="center" gap="md" py="xl" role="status">
          <Loader aria-hidden />
          <Text>Paying {formatNaira(payment.amount)} from your wallet…</Text>
        </Stack>
      </Page>
    );
  }
  if (state?.status === 'error') return <Failure error={state.error} payment={payment} onRetry={retry} />;
  return (
    <Page>
      <Text>Enter your transaction PIN to pay {formatNaira(payment.amount)} for booking {refCode} from your wallet.</Text>
      <PinForm onPay={retry} />
    </Page>
  );
}

function Page({ heading = TITLE, children }: { heading?: string; children: ReactNode }) {
  return <TitledPage title={heading} gap="md">{children}</TitledPage>;
}

/** Why the wallet did not pay, told apart by the answer's code, and the one way on: the PIN again, reset the PIN, fund the wallet, or another method. */
function Failure({ error, payment, onRetry }: { error: unknown; payment: PendingPayment; onRetry: (pin: string) => void }) {
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
        <PaymentHelpLink />
        <HomeActions />
      </Page>
    );
  }
  const message = outcome.kind === 'failed' && outcome.message ? outcome.message : PAYMENT_MESSAGES.confirmFailure;
  const code = error instanceof ApiError ? error.code : '';
  const locked = code === WALLET_CODES.locked;
  const low = code === WALLET_CODES.lowBalance;
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
