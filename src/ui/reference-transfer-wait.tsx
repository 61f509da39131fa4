import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { formatNaira } from '@/lib/naira';
import { TransferWait } from '@/ui/transfer-wait';

/** The company account a hire or a reschedule fee is paid into; absent, only the reference code is shown. */
type CompanyAccount = { bankName: string; accountName: string; accountNo: string };

type Props = {
  /** The intro's first word: a hire says Pay, a reschedule fee Transfer. */
  verb: 'Pay' | 'Transfer';
  /** Kobo. */
  amount: number;
  /** The reference code the transfer must carry. */
  reference: string;
  account: CompanyAccount | null;
  /** A sentence after the intro's own. */
  afterIntro?: string;
  note?: ReactNode;
  remaining: number | undefined;
  fullTimeMs?: number;
  online: boolean;
  offlineText?: string;
  check: { run: () => void; checking: boolean };
  children: ReactNode;
};

/**
 * A transfer to the company's account named by its reference code (the hire's
 * /bankTransferPayment, a reschedule fee), on the one 'pay by transfer and wait' screen: Check
 * payment, the time left to pay, and only the reference to copy.
 */
export function ReferenceTransferWait({ verb, amount, reference, account, afterIntro, note, remaining, fullTimeMs, online, offlineText, check, children }: Props) {
  const shown = formatNaira(amount);
  return (
    <TransferWait
      intro={
        <Text>
          {verb} <Text span fw={700}>{shown}</Text> with the reference code <Text span fw={700}>{reference}</Text>
          {account ? ` to the ${account.bankName} account below.` : '.'}
          {afterIntro ? ` ${afterIntro}` : null}
        </Text>
      }
      details={[
        ...(account ? [{ label: 'Bank', value: account.bankName }, { label: 'Account Name', value: account.accountName }, { label: 'Account Number', value: account.accountNo }] : []),
        { label: 'Amount', value: shown },
        { label: 'Reference Code', value: reference },
      ]}
      copies={[{ text: reference, label: 'Copy Reference Code' }]}
      note={note}
      remaining={remaining}
      fullTimeMs={fullTimeMs}
      timerLabel="Time left to pay"
      online={online}
      offlineText={offlineText}
      check={{ label: 'Check payment', run: check.run, checking: check.checking, variant: 'default' }}
    >
      {children}
    </TransferWait>
  );
}
