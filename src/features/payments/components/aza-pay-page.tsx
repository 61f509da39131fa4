import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TRANSFER_WINDOW_MINUTES } from '@contract/payment';
import { transferDetails } from '@contract/transfer-details';
import { ApiError, isNoConnection } from '@/api/api-error';
import { pendingPaymentStore, type PendingPayment } from '@/entities/payment/pending-payment';
import { useTransferWait } from '@/entities/payment/transfer-wait';
import { formatNaira } from '@/lib/naira';
import { useSessionStore } from '@/lib/session-store';
import { NoConnection } from '@/ui/no-connection';
import { TransferWait } from '@/ui/transfer-wait';
import { transferStatusQueryOptions } from '../api/confirmation';
import { transferAccountQueryOptions } from '../api/get-transfer-account';
import { PAYMENT_MESSAGES } from '../messages';
import type { ResumeCheckout } from '../resume-payment';
import { stillWaiting, transferSettled, transferView } from '../transfer-outcome';
import { useIssuedTicketSave } from '../use-issued-ticket-save';
import { CheckStatusModal } from './check-status-modal';
import { IssuedTicketQr } from './issued-ticket-qr';
import { PaymentNotCompleted } from './payment-not-completed';
import { HomeActions, NoPaymentPage } from './payment-notices';
import { TicketView } from './ticket-view';
import { TripDetails } from './trip-details';
import { PaymentHelpLink } from '@/ui/payment-help-link';

const TITLE = 'Bank Transfer';

type Props = { onConfirmed?: () => void; resumeCheckout?: ResumeCheckout };

/**
 * /aza-pay (spec 1 §2): the account to transfer to, the 30-minute window and Check Booking Status.
 * The transfer is asked about by the one transfer polling rule (entities/payment/transfer-wait.ts),
 * so the ticket (saved on the phone), a refund or the expiry shows by itself (issue 31, defect 2).
 */
export function AzaPayPage({ onConfirmed, resumeCheckout }: Props) {
  const live = useSessionStore(pendingPaymentStore);
  // Kept once seen: confirming clears the store, and the trip must stay on screen.
  const [kept, setKept] = useState<PendingPayment | null>(null);
  if (live && live !== kept) setKept(live);
  const payment = live ?? kept;
  if (!payment) return <NoPaymentPage title={TITLE} />;
  return <Transfer payment={payment} onConfirmed={onConfirmed} resumeCheckout={resumeCheckout} />;
}

function Transfer({ payment, onConfirmed, resumeCheckout }: { payment: PendingPayment } & Props) {
  const reference = payment.refCode;
  const account = useQuery({ ...transferAccountQueryOptions(reference) });
  // Asked once there is an account to ask about (or the server said why there is none: a paid booking still has its ticket).
  const asking = account.data !== undefined || (account.isError && !isNoConnection(account.error));
  const details = account.data ? transferDetails(account.data) : undefined;
  const wait = useTransferWait({ query: { ...transferStatusQueryOptions(reference), enabled: asking }, isOver: transferSettled, expiresAt: details?.expiresAt });
  const status = wait.query;
  const view = transferView(account, status);
  const [asked, setAsked] = useState(false);

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
    case 'held':
      return (
        <Container size="sm" py="xl">
          <PaymentNotCompleted reference={reference} message={view.message} resumeCheckout={resumeCheckout} />
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
        <Page>
          <Alert color="red" role="alert" title="This account has expired">
            No transfer reached it within {TRANSFER_WINDOW_MINUTES} minutes, so your seats were released. Do not send money to it now: any transfer that still reaches it is refunded.
          </Alert>
          <PaymentHelpLink />
          <HomeActions />
        </Page>
      );
    case 'refused':
      return (
        <Page>
          <Alert color="red" role="alert">{view.message}</Alert>
          <PaymentHelpLink />
          <HomeActions />
        </Page>
      );
    case 'no-connection':
      return (
        <Page>
          <NoConnection onRetry={() => void account.refetch()} retrying={account.isFetching}>
            We could not reach Freely to show your account details. Check your connection and try again: reference {reference}.
          </NoConnection>
          <TripDetails payment={payment} />
        </Page>
      );
    case 'loading':
      return (
        <Page>
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text>Getting your account details…</Text>
          </Group>
          <TripDetails payment={payment} />
        </Page>
      );
    case 'awaiting': {
      const shown = details!;
      const amount = formatNaira(shown.amount);
      // What Check Booking Status answered, in its modal (spec 1 §2); a ticket replaces the whole page.
      const answer = status.error instanceof ApiError && !status.error.offline && stillWaiting(status.error) ? status.error.message : undefined;
      return (
        <Page>
          <TransferWait
            banner={
              isNoConnection(account.error) || isNoConnection(status.error) ? (
                <Alert color="amber" role="status" title="No connection">
                  These are your account details as last read. Whether your transfer has arrived shows once you are back online.
                </Alert>
              ) : null
            }
            intro={
              <Text>
                Transfer exactly <Text span fw={700}>{amount}</Text> to the account below within {TRANSFER_WINDOW_MINUTES} minutes. Your ticket shows here as soon as the money arrives.
              </Text>
            }
            details={[
              { label: 'Bank', value: shown.bank },
              { label: 'Account Name', value: shown.accountName },
              { label: 'Account Number', value: shown.accountNumber },
              { label: 'Amount', value: amount },
              { label: 'Reference', value: shown.reference },
            ]}
            copies={[
              { text: shown.accountNumber, label: 'Copy Account Number' },
              { text: shown.reference, label: 'Copy Reference Code' },
            ]}
            remaining={wait.remaining}
            timerLabel="Time left to transfer"
            online={wait.online}
            check={{
              label: 'Check Booking Status',
              run: () => {
                setAsked(true);
                wait.check();
              },
              checking: wait.checking,
            }}
            answer={
              <CheckStatusModal
                opened={asked}
                onClose={() => setAsked(false)}
                checking={wait.checking}
                answer={wait.checked ? (answer ?? (isNoConnection(status.error) ? PAYMENT_MESSAGES.offline : undefined)) : undefined}
                onCheckAgain={wait.check}
              />
            }
          >
            <TripDetails payment={payment} />
          </TransferWait>
        </Page>
      );
    }
  }
}

function Page({ title = TITLE, children }: { title?: string; children: ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        {children}
      </Stack>
    </Container>
  );
}
