import { useEffect } from 'react';
import type { QueryKey, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import type { Ticket } from '@contract/booking';
import type { TransferAccount } from '@contract/payment';
import { isNoConnection } from '@/api/api-error';
import { pendingPaymentStore } from '@/entities/payment/pending-payment';
import { useTransferWait } from '@/entities/payment/transfer-wait';
import type { BankTransferView } from './transfer-outcome';
import { useIssuedTicketSave } from './use-issued-ticket-save';

type StatusAnswer = { data: Ticket | undefined; error: unknown };

/** A page's view: the kinds both pages share, and its own ends (aza's held seats, the expiry). */
type PageView = BankTransferView | { kind: 'held' | 'expired' };

type Options<V extends PageView, K extends QueryKey> = {
  reference: string;
  /** The account to transfer to, as the page reads it. */
  account: UseQueryResult<TransferAccount>;
  /** The page's status call: has the transfer arrived? */
  status: UseQueryOptions<Ticket, Error, Ticket, K>;
  isOver: (answer: StatusAnswer) => boolean;
  /** When the transfer window closes (ISO), while it is open. */
  expiresAt: string | undefined;
  toView: (status: StatusAnswer) => V;
  onConfirmed?: () => void;
};

/**
 * What /aza-pay and /woven-pay do alike while waiting for a bank transfer: ask about it once
 * there is an account (by the one transfer polling rule), turn the answers into the page's view,
 * end the tab's pending payment once the booking is paid or over, and keep the issued ticket.
 */
export function useBankTransfer<V extends PageView, K extends QueryKey>({ reference, account, status, isOver, expiresAt, toView, onConfirmed }: Options<V, K>) {
  // Asked once there is an account to ask about (or the server said why there is none: a paid booking still has its ticket).
  const asking = account.data !== undefined || (account.isError && !isNoConnection(account.error));
  const wait = useTransferWait({ query: { ...status, enabled: asking }, isOver, expiresAt });
  const view = toView(wait.query);

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
  const save = useIssuedTicketSave(view.kind === 'confirmed' ? view.ticket : undefined);
  return { reference, account, wait, view, save };
}

/** What the shared screen needs of the waiting (the page narrows the view itself). */
export type BankTransfer = Pick<ReturnType<typeof useBankTransfer>, 'reference' | 'account' | 'wait' | 'save'>;
