import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { formatRemaining } from '@/lib/countdown';
import { CopyButton } from '@/ui/copy-button';
import { DetailList, type Detail } from '@/ui/detail-list';

/** Said while the phone is offline: the page has stopped asking, and starts again by itself. */
export const TRANSFER_OFFLINE = 'You are offline. We check again once you are back online.';
export const TRANSFER_POLLING_NOTE = 'We check for your transfer every few seconds: this page changes by itself once it arrives.';

type Copy = { text: string; label: string };

const FAILED_COPY: Record<string, string> = {
  'Copy Account Number': 'Copy failed: select the number above',
  'Copy Reference Code': 'Copy failed: select the reference above',
};

type Props = {
  /** What to transfer and where, in the page's words. */
  intro: ReactNode;
  /** The 'Transfer details' list: bank, account name and number, amount, reference. */
  details: Detail[];
  copies: Copy[];
  /** Milliseconds left to transfer (useTransferWait), or undefined before they are known. */
  remaining: number | undefined;
  /** The timer's accessible name: 'Time left to transfer' or 'Time left to pay'. */
  timerLabel: string;
  /** Shown before the time is known (a reschedule's whole hold). */
  fullTimeMs?: number;
  /** Said once the time is up, while the server is asked whether the transfer came in time. */
  timeUpText?: string;
  /** A warning under the details (the hire's hour). */
  note?: ReactNode;
  /** Shown above everything, e.g. 'these are your account details as last read'. */
  banner?: ReactNode;
  online: boolean;
  offlineText?: string;
  check: { label: string; run: () => void; checking: boolean; variant?: 'filled' | 'default' };
  /** What the check the traveller asked for answered (role=status), when it says more than nothing. */
  answer?: ReactNode;
  /** The trip or hire being paid for, after the waiting part. */
  children?: ReactNode;
};

/**
 * The one 'pay by transfer and wait' screen (issue 31): the sentence saying what to transfer, the
 * time left, the transfer details with their Copy buttons, that the page checks by itself (or that
 * it stopped, offline), and Check, which asks at once. Each page gives its own words; the waiting
 * itself (polling, countdown, check) is useTransferWait in src/entities/payment/transfer-wait.ts.
 */
export function TransferWait({ intro, details, copies, remaining, timerLabel, fullTimeMs = 0, timeUpText, note, banner, online, offlineText, check, answer, children }: Props) {
  return (
    <>
      {banner}
      {typeof intro === 'string' ? <Text>{intro}</Text> : intro}
      <Text fw={700} role="timer" aria-label={timerLabel}>
        {remaining === 0 ? (timeUpText ?? 'Time is up: checking your transfer…') : `Time left: ${formatRemaining(remaining ?? fullTimeMs)}`}
      </Text>
      <DetailList label="Transfer details" items={details} />
      <Group gap="sm">
        {copies.map((copy) => (
          <CopyButton key={copy.label} text={copy.text} label={copy.label} failedLabel={FAILED_COPY[copy.label] ?? 'Copy failed: select the text above'} variant="light" />
        ))}
      </Group>
      {note}
      <Stack gap="xs">
        <Text size="sm" c="dimmed">{TRANSFER_POLLING_NOTE}</Text>
        {!online ? <Alert color="amber" role="status">{offlineText ?? TRANSFER_OFFLINE}</Alert> : null}
        <Button variant={check.variant ?? 'filled'} w="fit-content" onClick={check.run} loading={check.checking} disabled={!online}>{check.label}</Button>
        {answer}
      </Stack>
      {children}
    </>
  );
}
