import { useState } from 'react';
import { Alert, Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TRANSFER_WINDOW_MINUTES } from '@contract/payment';
import { ApiError, isNoConnection } from '@/api/api-error';
import { pendingPaymentStore, type PendingPayment } from '@/entities/payment/pending-payment';
import { useSessionStore } from '@/lib/session-store';
import { transferStatusQueryOptions } from '../api/confirmation';
import { transferAccountQueryOptions } from '../api/get-transfer-account';
import { PAYMENT_MESSAGES } from '../messages';
import type { ResumeCheckout } from '../resume-payment';
import { stillWaiting, transferSettled, transferView } from '../transfer-outcome';
import { useBankTransfer } from '../use-bank-transfer';
import { BankTransferScreen, TransferOver } from './bank-transfer-screen';
import { CheckStatusModal } from './check-status-modal';
import { PaymentNotCompleted } from './payment-not-completed';
import { NoPaymentPage } from './payment-notices';
import { TripDetails } from './trip-details';

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
  const account = useQuery(transferAccountQueryOptions(reference));
  const transfer = useBankTransfer({
    reference,
    account,
    status: transferStatusQueryOptions(reference),
    isOver: transferSettled,
    expiresAt: account.data?.expiresAt,
    toView: (status) => transferView(account, status),
    onConfirmed,
  });
  const { view, wait } = transfer;
  const [asked, setAsked] = useState(false);
  const trip = <TripDetails payment={payment} />;

  switch (view.kind) {
    case 'held':
      return (
        <Container size="sm" py="xl">
          <PaymentNotCompleted reference={reference} message={view.message} resumeCheckout={resumeCheckout} />
        </Container>
      );
    case 'expired':
      return (
        <TransferOver title={TITLE}>
          <Alert color="red" role="alert" title="This account has expired">
            No transfer reached it within {TRANSFER_WINDOW_MINUTES} minutes, so your seats were released. Do not send money to it now: any transfer that still reaches it is refunded.
          </Alert>
        </TransferOver>
      );
    default:
      return (
        <BankTransferScreen
          title={TITLE}
          view={view}
          transfer={transfer}
          beforeAccount={trip}
          onCheck={() => {
            setAsked(true);
            wait.check();
          }}
          answer={
            <CheckStatusModal
              opened={asked}
              onClose={() => setAsked(false)}
              checking={wait.checking}
              answer={wait.checked ? checkAnswer(wait.query.error) : undefined}
              onCheckAgain={wait.check}
            />
          }
        >
          {trip}
        </BankTransferScreen>
      );
  }
}

/** What Check Booking Status says in its modal (spec 1 §2): the server's 'not yet', or that there was no answer; a ticket replaces the whole page. */
function checkAnswer(error: unknown): string | undefined {
  if (error instanceof ApiError && !error.offline && stillWaiting(error)) return error.message;
  return isNoConnection(error) ? PAYMENT_MESSAGES.offline : undefined;
}
