import { useState } from 'react';
import { Alert, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TRANSFER_WINDOW_MINUTES } from '@contract/payment';
import { ApiError, errorMessage } from '@/api/api-error';
import { formatNaira } from '@/lib/naira';
import { pendingPaymentStore, type PendingPayment } from '@/entities/payment/pending-payment';
import { useOnline } from '@/offline/network-status';
import { DetailList } from '@/ui/detail-list';
import { transferAccountQueryOptions } from '../api/get-transfer-account';
import { formatRemaining } from '@/lib/countdown';
import { transferDetails } from '@contract/transfer-details';
import { useCountdown } from '@/lib/use-countdown';
import { CheckStatusModal } from './check-status-modal';
import { CopyReferenceButton } from './copy-reference-button';
import { TripDetails } from './trip-details';
import { HomeActions, NoPaymentPage, OfflineNotice } from './payment-notices';

/** /aza-pay (spec 1 §2): the account to transfer to, the 30-minute window and Check Booking Status. */
export function AzaPayPage({ onConfirmed }: { onConfirmed?: () => void }) {
  // A snapshot: confirming clears the store, and the ticket must stay on screen.
  const [payment] = useState(() => pendingPaymentStore.get());
  if (!payment) return <NoPaymentPage title="Bank Transfer" />;
  return <TransferPanel payment={payment} onConfirmed={onConfirmed} />;
}

function TransferPanel({ payment, onConfirmed }: { payment: PendingPayment; onConfirmed?: () => void }) {
  const online = useOnline();
  const account = useQuery({ ...transferAccountQueryOptions(payment), enabled: online });
  const details = account.data ? transferDetails(account.data) : undefined;
  const remaining = useCountdown(details?.expiresAt);
  const [checking, setChecking] = useState(false);
  const expired = remaining === 0;

  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>Bank Transfer</Title>
        {account.isPending && online ? <Loader role="status" aria-label="Getting your account details" /> : null}
        {!online && !details ? <OfflineNotice /> : null}
        {account.isError ? (
          account.error instanceof ApiError && account.error.offline ? <OfflineNotice onRetry={() => void account.refetch()} /> : <Alert color="red" role="alert">{errorMessage(account.error)}</Alert>
        ) : null}
        {details ? (
          <>
            <Text>
              Transfer exactly {formatNaira(details.amount)} to the account below within {TRANSFER_WINDOW_MINUTES} minutes, then check your booking status.
            </Text>
            <Text fw={700} role="timer" aria-label="Time left to transfer">
              {expired ? 'This account has expired.' : `Time left: ${formatRemaining(remaining ?? 0)}`}
            </Text>
            <DetailList
              label="Transfer details"
              items={[
                { label: 'Bank', value: details.bank },
                { label: 'Account Name', value: details.accountName },
                { label: 'Account Number', value: details.accountNumber },
                { label: 'Amount', value: formatNaira(details.amount) },
                { label: 'Reference', value: details.reference },
              ]}
            />
            <CopyReferenceButton reference={details.reference} />
          </>
        ) : null}
        <TripDetails payment={payment} />
        {expired ? <HomeActions /> : null}
        <Button size="md" onClick={() => setChecking(true)} disabled={!online}>Check Booking Status</Button>
      </Stack>
      <CheckStatusModal reference={payment.refCode} opened={checking} onClose={() => setChecking(false)} onConfirmed={onConfirmed} />
    </Container>
  );
}
