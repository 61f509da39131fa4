import { useEffect, type ReactNode } from 'react';
import { Alert, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Ticket } from '@contract/booking';
import { TRANSFER_WINDOW_MINUTES } from '@contract/payment';
import type { WovenAccount } from '@contract/woven';
import { transferDetails } from '@contract/transfer-details';
import { ApiError, errorMessage, isNoConnection } from '@/api/api-error';
import { pendingPaymentStore } from '@/entities/payment/pending-payment';
import { useTransferWait } from '@/entities/payment/transfer-wait';
import { formatNaira } from '@/lib/naira';
import { NoConnection } from '@/ui/no-connection';
import { TransferWait } from '@/ui/transfer-wait';
import { stillWaiting, wovenAccountQueryOptions, wovenStatusQueryOptions } from '../api/woven';
import { PAYMENT_MESSAGES } from '../messages';
import { PAYMENT_PROVIDERS } from '../providers';
import { useIssuedTicketSave } from '../use-issued-ticket-save';
import { wovenView } from '../woven-outcome';
import { IssuedTicketQr } from './issued-ticket-qr';
import { HomeActions, NoPaymentPage } from './payment-notices';
import { TicketView } from './ticket-view';
import { TripDetails } from './trip-details';
import { PaymentHelpLink } from '@/ui/payment-help-link';

/** The page's heading: the gateway the traveller chose at checkout. */
export const WOVEN_TITLE = PAYMENT_PROVIDERS.woven.label;

type Props = { reference: string | undefined; onConfirmed?: () => void };

/**
 * /woven-pay?reference= (spec 1 §2's virtual-account variant of the bank-transfer page): the
 * one-use account the server opened for the booking, the 30 minutes to transfer, Copy buttons,
 * the trip, Check Booking Status; the transfer is asked about every few seconds, so the ticket
 * (saved on the phone), a refund or the expiry shows by itself. Everything comes from the
 * reference in the URL; offline it shows the account as last read and says so.
 */
export function WovenPayPage({ reference, onConfirmed }: Props) {
  if (!reference) return <NoPaymentPage title={WOVEN_TITLE} />;
  return <WovenTransfer reference={reference} onConfirmed={onConfirmed} />;
}

function WovenTransfer({ reference, onConfirmed }: { reference: string; onConfirmed?: () => void }) {
  const account = useQuery(wovenAccountQueryOptions(reference));
  // Asked once there is an account to ask about (or the server said why there is none: a paid booking still has its ticket).
  const asking = account.data !== undefined || (account.isError && !isNoConnection(account.error));
  const wait = useTransferWait({
    query: { ...wovenStatusQueryOptions(reference), enabled: asking },
    isOver: ({ data, error }) => data !== undefined || (error !== null && error !== undefined && !stillWaiting(error)) || account.data?.closed === true,
    expiresAt: account.data?.closed ? undefined : account.data?.expiresAt,
  });
  const status = wait.query;
  const view = wovenView(account, status);

  useEffect(() => {
    if (view.kind === 'confirmed') {
      pendingPaymentStore.clear();
      onConfirmed?.();
    } else if ((view.kind === 'refund' || view.kind === 'expired') && pendingPaymentStore.get()?.refCode === reference) {
      // That booking is over: a new attempt must create a new one.
      pendingPaymentStore.clear();
    }
  }, [view.kind, reference, onConfirmed]);
  // The issued ticket goes into the ticket vault, so it opens at the terminal without signal.
  const save = useIssuedTicketSave(view.kind === 'confirmed' ? view.ticket.bookingReference : undefined);

  switch (view.kind) {
    case 'confirmed':
      return (
        <Container size="sm" py="xl">
          <TicketView ticket={view.ticket} qr={<IssuedTicketQr reference={view.ticket.bookingReference} qr={view.ticket.ticketQr} save={save} />} actions={<HomeActions />} />
        </Container>
      );
    case 'refund':
      return (
        <Page title={PAYMENT_MESSAGES.refundHeading}>
          <Alert color="blue" role="status">{view.message}</Alert>
          <PaymentHelpLink />
          <HomeActions />
        </Page>
      );
    case 'expired':
      return (
        <Page title={WOVEN_TITLE}>
          <Alert color="red" role="alert" title="This account has expired">
            <Stack gap="xs">
              <Text size="sm">{view.message}</Text>
              <Text size="sm">Do not send money to it now: your bank will refuse it, and any transfer that still reaches it is refunded.</Text>
            </Stack>
          </Alert>
          <PaymentHelpLink />
          <HomeActions />
        </Page>
      );
    case 'refused':
      return (
        <Page title={WOVEN_TITLE}>
          <Alert color="red" role="alert">{view.message}</Alert>
          <PaymentHelpLink />
          <HomeActions />
        </Page>
      );
    case 'no-connection':
      return (
        <Page title={WOVEN_TITLE}>
          <NoConnection onRetry={() => void account.refetch()} retrying={account.isFetching}>
            We could not reach Freely to show your account details. Check your connection and try again: reference {reference}.
          </NoConnection>
        </Page>
      );
    case 'loading':
      return (
        <Page title={WOVEN_TITLE}>
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text>Getting your account details…</Text>
          </Group>
        </Page>
      );
    case 'awaiting': {
      // Read before, and the link fails now: the details stay, said to be as last read.
      const lastRead = isNoConnection(account.error) || isNoConnection(status.error);
      return (
        <Page title={WOVEN_TITLE}>
          {lastRead ? (
            <Alert color="amber" role="status" title="No connection">
              These are your account details as last read. Whether your transfer has arrived shows once you are back online.
            </Alert>
          ) : null}
          <Awaiting account={account.data!} wait={wait} reference={reference} />
        </Page>
      );
    }
  }
}

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        {children}
      </Stack>
    </Container>
  );
}

type Wait = Pick<ReturnType<typeof useTransferWait<Ticket>>, 'remaining' | 'online' | 'check' | 'checking' | 'checked'> & { query: { error: unknown } };

function Awaiting({ account, wait, reference }: { account: WovenAccount; wait: Wait; reference: string }) {
  const details = transferDetails(account);
  const amount = formatNaira(details.amount);
  const { error } = wait.query;
  const pending = payment(reference);
  const answer = error instanceof ApiError && !stillWaiting(error) ? errorMessage(error) : undefined;
  return (
    <TransferWait
      intro={
        <Text>
          Transfer exactly <Text span fw={700}>{amount}</Text> to the account below within {TRANSFER_WINDOW_MINUTES} minutes. It takes one transfer only. Your ticket shows here as
          soon as the money arrives.
        </Text>
      }
      details={[
        { label: 'Bank', value: details.bank },
        { label: 'Account Name', value: details.accountName },
        { label: 'Account Number', value: details.accountNumber },
        { label: 'Amount', value: amount },
        { label: 'Reference', value: details.reference },
      ]}
      copies={[
        { text: details.accountNumber, label: 'Copy Account Number' },
        { text: details.reference, label: 'Copy Reference Code' },
      ]}
      remaining={wait.remaining}
      timerLabel="Time left to transfer"
      online={wait.online}
      check={{ label: 'Check Booking Status', run: wait.check, checking: wait.checking }}
      answer={
        <>
          {answer ? <Alert color="red" role="alert">{answer}</Alert> : null}
          {/* Only a check the traveller asked for shows its answer; the polling goes on quietly. */}
          {wait.checked && !wait.checking && isPendingAnswer(error) ? <Text role="status">{(error as ApiError).message}</Text> : null}
        </>
      }
    >
      {pending ? <TripDetails payment={pending} /> : <Text size="sm">Booking reference: {reference}</Text>}
    </TransferWait>
  );
}

const isPendingAnswer = (error: unknown) => stillWaiting(error) && !isNoConnection(error);

/** The trip as checkout handed it over in this tab, when it is this booking's. */
function payment(reference: string) {
  const pending = pendingPaymentStore.get();
  return pending?.refCode === reference ? pending : undefined;
}
