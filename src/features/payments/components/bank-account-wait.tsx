import type { ReactNode } from 'react';
import { Alert, Text } from '@mantine/core';
import { TRANSFER_WINDOW_MINUTES, type TransferAccount } from '@contract/payment';
import { transferDetails } from '@contract/transfer-details';
import { formatNaira } from '@/lib/naira';
import { TransferWait } from '@/ui/transfer-wait';
import type { BankTransfer } from '../use-bank-transfer';

type Props = {
  account: TransferAccount;
  /** Read before, and the link fails now: the details stay, said to be as last read. */
  lastRead: boolean;
  wait: Pick<BankTransfer['wait'], 'remaining' | 'online' | 'checking'>;
  /** A sentence of the page's own after the 30 minutes ('It takes one transfer only.'). */
  transferRule?: string;
  onCheck: () => void;
  /** What Check Booking Status answered. */
  answer: ReactNode;
  /** The trip or booking being paid for. */
  children: ReactNode;
};

/** The booking's own account to transfer to, on the one 'pay by transfer and wait' screen: the whole of /aza-pay's and /woven-pay's waiting. */
export function BankAccountWait({ account, lastRead, wait, transferRule, onCheck, answer, children }: Props) {
  const details = transferDetails(account);
  const amount = formatNaira(details.amount);
  return (
    <TransferWait
      banner={
        lastRead ? (
          <Alert color="amber" role="status" title="No connection">
            These are your account details as last read. Whether your transfer has arrived shows once you are back online.
          </Alert>
        ) : null
      }
      intro={
        <Text>
          Transfer exactly <Text span fw={700}>{amount}</Text> to the account below within {TRANSFER_WINDOW_MINUTES} minutes.{transferRule ? ` ${transferRule}` : null} Your ticket shows here as soon as the money arrives.
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
      check={{ label: 'Check Booking Status', run: onCheck, checking: wait.checking }}
      answer={answer}
    >
      {children}
    </TransferWait>
  );
}
