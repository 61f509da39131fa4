import type { ReactNode } from 'react';
import { Alert, Container } from '@mantine/core';
import { isNoConnection } from '@/api/api-error';
import { LoadingLine } from '@/ui/loading-line';
import { NoConnection } from '@/ui/no-connection';
import { PaymentHelpLink } from '@/ui/payment-help-link';
import { TitledPage } from '@/ui/titled-page';
import { PAYMENT_MESSAGES } from '../messages';
import type { BankTransferView } from '../transfer-outcome';
import type { BankTransfer } from '../use-bank-transfer';
import { BankAccountWait } from './bank-account-wait';
import { IssuedTicketQr } from './issued-ticket-qr';
import { HomeActions } from './payment-notices';
import { TicketView } from './ticket-view';

type Props = {
  title: string;
  view: BankTransferView;
  transfer: BankTransfer;
  /** Shown while the account is read, or cannot be: the trip, when the page already has it. */
  beforeAccount?: ReactNode;
  /** A sentence of the page's own in the waiting's intro. */
  transferRule?: string;
  /** Check Booking Status: asks at once unless the page does more. */
  onCheck?: () => void;
  /** What Check Booking Status answered. */
  answer: ReactNode;
  /** The trip or booking paid for, under the transfer details. */
  children: ReactNode;
};

/**
 * What /aza-pay and /woven-pay show alike (see BankTransferView): the ticket, a refund, a
 * refusal, the account being read or unreachable, and the waiting for the transfer. Each page
 * shows its own ends (the expiry, aza's held seats) before handing the rest here.
 */
export function BankTransferScreen({ title, view, transfer, beforeAccount, transferRule, onCheck, answer, children }: Props) {
  const { reference, account, wait, save } = transfer;
  switch (view.kind) {
    case 'confirmed':
      return (
        <Container size="sm" py="xl">
          <TicketView ticket={view.ticket} qr={<IssuedTicketQr reference={view.ticket.bookingReference} qr={view.ticket.ticketQr} save={save} />} actions={<HomeActions />} />
        </Container>
      );
    case 'refund':
      return (
        <TransferOver title={PAYMENT_MESSAGES.refundHeading}>
          <Alert color="blue" role="status">{view.message}</Alert>
        </TransferOver>
      );
    case 'refused':
      return (
        <TransferOver title={title}>
          <Alert color="red" role="alert">{view.message}</Alert>
        </TransferOver>
      );
    case 'no-connection':
      return (
        <TitledPage title={title}>
          <NoConnection onRetry={() => void account.refetch()} retrying={account.isFetching}>
            We could not reach Freely to show your account details. Check your connection and try again: reference {reference}.
          </NoConnection>
          {beforeAccount}
        </TitledPage>
      );
    case 'loading':
      return (
        <TitledPage title={title}>
          <LoadingLine>Getting your account details…</LoadingLine>
          {beforeAccount}
        </TitledPage>
      );
    case 'awaiting':
      return (
        <TitledPage title={title}>
          <BankAccountWait
            account={account.data!}
            lastRead={isNoConnection(account.error) || isNoConnection(wait.query.error)}
            wait={wait}
            transferRule={transferRule}
            onCheck={onCheck ?? wait.check}
            answer={answer}
          >
            {children}
          </BankAccountWait>
        </TitledPage>
      );
  }
}

/** A transfer page once the waiting ended with no ticket: what happened (the page's alert), where to ask about money taken, the way home. */
export function TransferOver({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledPage title={title}>
      {children}
      <PaymentHelpLink />
      <HomeActions />
    </TitledPage>
  );
}
