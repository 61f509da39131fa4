import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TRANSFER_WINDOW_MINUTES } from '@contract/payment';
import type { WovenAccount } from '@contract/woven';
import { transferDetails } from '@contract/transfer-details';
import { ApiError, errorMessage, isNoConnection } from '@/api/api-error';
import { pendingPaymentStore } from '@/entities/payment/pending-payment';
import { formatRemaining } from '@/lib/countdown';
import { formatNaira } from '@/lib/naira';
import { useCountdown } from '@/lib/use-countdown';
import { CopyButton } from '@/ui/copy-button';
import { DetailList } from '@/ui/detail-list';
import { NoConnection } from '@/ui/no-connection';
import { stillWaiting, wovenAccountQueryOptions, wovenStatusQueryOptions } from '../api/woven';
import { PAYMENT_MESSAGES } from '../messages';
import { PAYMENT_PROVIDERS } from '../providers';
import { useIssuedTicketSave } from '../use-issued-ticket-save';
import { wovenView } from '../woven-outcome';
import { CopyReferenceButton } from './copy-reference-button';
import { IssuedTicketQr } from './issued-ticket-qr';
import { HomeActions, NoPaymentPage } from './payment-notices';
import { TicketView } from './ticket-view';
import { TripDetails } from './trip-details';

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
  const status = useQuery({ ...wovenStatusQueryOptions(reference), enabled: asking });
  const view = wovenView(account, status);
  const remaining = useCountdown(view.kind === 'awaiting' ? account.data?.expiresAt : undefined);
  const timeUp = remaining === 0;
  const { refetch } = status;

  useEffect(() => {
    // The 30 minutes are over: the server closes the account and says so (or, just in time, the ticket).
    if (timeUp) void refetch();
  }, [timeUp, refetch]);

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
          <HomeActions />
        </Page>
      );
    case 'refused':
      return (
        <Page title={WOVEN_TITLE}>
          <Alert color="red" role="alert">{view.message}</Alert>
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
          <Awaiting account={account.data!} remaining={remaining} status={status} reference={reference} />
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

type StatusQuery = { error: unknown; isFetching: boolean; refetch: () => Promise<unknown> };

function Awaiting({ account, remaining, status, reference }: { account: WovenAccount; remaining: number | undefined; status: StatusQuery; reference: string }) {
  const details = transferDetails(account);
  const amount = formatNaira(details.amount);
  // Only a check the traveller asked for shows its answer; the polling goes on quietly.
  const [checked, setChecked] = useState(false);
  const [checking, setChecking] = useState(false);
  const check = () => {
    setChecking(true);
    void status.refetch().finally(() => {
      setChecking(false);
      setChecked(true);
    });
  };
  const pending = payment(reference);
  const answer = status.error instanceof ApiError && !stillWaiting(status.error) ? errorMessage(status.error) : undefined;
  return (
    <>
      <Text>
        Transfer exactly <Text span fw={700}>{amount}</Text> to the account below within {TRANSFER_WINDOW_MINUTES} minutes. It takes one transfer only. Your ticket shows here as
        soon as the money arrives.
      </Text>
      <Text fw={700} role="timer" aria-label="Time left to transfer">
        {remaining === 0 ? 'Time is up: checking your transfer…' : `Time left: ${formatRemaining(remaining ?? 0)}`}
      </Text>
      <DetailList
        label="Transfer details"
        items={[
          { label: 'Bank', value: details.bank },
          { label: 'Account Name', value: details.accountName },
          { label: 'Account Number', value: details.accountNumber },
          { label: 'Amount', value: amount },
          { label: 'Reference', value: details.reference },
        ]}
      />
      <Group gap="sm">
        <CopyButton text={details.accountNumber} label="Copy Account Number" failedLabel="Copy failed: select the number above" variant="light" />
        <CopyReferenceButton reference={details.reference} />
      </Group>
      {answer ? <Alert color="red" role="alert">{answer}</Alert> : null}
      <Stack gap="xs">
        <Text size="sm" c="dimmed">We check for your transfer every few seconds: this page changes by itself once it arrives.</Text>
        <Button w="fit-content" onClick={check} loading={checking}>Check Booking Status</Button>
        {checked && !checking && isPendingAnswer(status.error) ? <Text role="status">{(status.error as ApiError).message}</Text> : null}
      </Stack>
      {pending ? <TripDetails payment={pending} /> : <Text size="sm">Booking reference: {reference}</Text>}
    </>
  );
}

const isPendingAnswer = (error: unknown) => stillWaiting(error) && !isNoConnection(error);

/** The trip as checkout handed it over in this tab, when it is this booking's. */
function payment(reference: string) {
  const pending = pendingPaymentStore.get();
  return pending?.refCode === reference ? pending : undefined;
}
