import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { TRANSFER_FUNDING_MINUTES, type TransferFunding } from '@contract/wallet';
import { isNoConnection } from '@/api/api-error';
import { useTransferWait } from '@/entities/payment/transfer-wait';
import { formatNaira, nairaToKobo } from '@/lib/naira';
import { FailureAlert } from '@/ui/failure-alert';
import { NoConnection } from '@/ui/no-connection';
import { TransferWait } from '@/ui/transfer-wait';
import { transferFundingQueryOptions } from '../api/funding';
import { walletKeys } from '@/entities/wallet/query-keys';
import { walletFailureText } from '../wallet-failure';

/** Over once the money is credited or the account closed unpaid; a refusal (unknown reference) ends the asking too. */
const fundingSettled = ({ data, error }: { data: TransferFunding | undefined; error: unknown }) =>
  (data !== undefined && data.PaymentStatus !== 'pending') || (data === undefined && error !== null && error !== undefined && !isNoConnection(error));

/** Said on /wallet-woven-pay opened without a transfer to show. */
export const NO_TRANSFER = 'To fund your wallet by bank transfer, choose Bank transfer in Fund wallet on your wallet page.';

/**
 * /wallet-woven-pay, the wallet funding page (spec 1 §2: transfer details and Go to Wallet): the
 * one-use account of ?reference=, its 30 minutes, and the credit once the transfer arrives, asked
 * by the one transfer polling rule (entities/payment/transfer-wait.ts).
 */
export function WovenPayPage({ reference }: { reference: string | undefined }) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Wallet Funding</Title>
        {reference ? <TransferPanel reference={reference} /> : <Text>{NO_TRANSFER}</Text>}
        <Button w="fit-content" renderRoot={(props) => <Link {...props} to="/profile" />}>Go to Wallet</Button>
      </Stack>
    </Container>
  );
}

function TransferPanel({ reference }: { reference: string }) {
  const wait = useTransferWait({
    query: transferFundingQueryOptions(reference),
    isOver: fundingSettled,
    expiresAt: (funding) => funding?.ExpiresAt,
  });
  const transfer = wait.query;
  const data = transfer.data;
  if (data) {
    return (
      <TransferDetails
        transfer={data}
        wait={wait}
        banner={
          transfer.isError && isNoConnection(transfer.error) ? (
            <Alert color="amber" role="status">No connection: these are your transfer details as last read. Whether the money has arrived shows once you are back online.</Alert>
          ) : null
        }
      />
    );
  }
  if (transfer.isError) {
    return isNoConnection(transfer.error) ? (
      <NoConnection onRetry={() => void transfer.refetch()} retrying={transfer.isFetching}>{walletFailureText(transfer.error)}</NoConnection>
    ) : (
      <FailureAlert title="Could not get your transfer details" action="Try again" onAction={() => void transfer.refetch()}>{walletFailureText(transfer.error)}</FailureAlert>
    );
  }
  return (
    <Center py="xl">
      <Loader role="status" aria-label="Getting your transfer details" />
    </Center>
  );
}

type Wait = Pick<ReturnType<typeof useTransferWait>, 'remaining' | 'online' | 'check' | 'checking'>;

function TransferDetails({ transfer, wait, banner }: { transfer: TransferFunding; wait: Wait; banner: ReactNode }) {
  const queryClient = useQueryClient();
  const amount = formatNaira(nairaToKobo(transfer.Amount));
  const credited = transfer.PaymentStatus === 'success';
  // The balance shown on /profile is stale once the transfer is credited.
  useEffect(() => {
    if (credited) void queryClient.invalidateQueries({ queryKey: walletKeys.all, predicate: (q) => q.queryKey[1] !== 'funding' });
  }, [credited, queryClient]);

  if (credited) {
    return (
      <Alert color="freely" role="status" title="Wallet funded">
        {amount} has been added to your wallet. Your available balance is {formatNaira(nairaToKobo(transfer.AvailableBalance))}.
      </Alert>
    );
  }
  if (transfer.PaymentStatus === 'failed' || wait.remaining === 0) {
    return (
      <Alert color="amber" role="alert" title="This account has expired">
        No transfer reached it within {TRANSFER_FUNDING_MINUTES} minutes, and nothing was added to your wallet. Fund your wallet again to get a new account.
      </Alert>
    );
  }
  return (
    <TransferWait
      banner={banner}
      intro={`Transfer exactly ${amount} to the account below within ${TRANSFER_FUNDING_MINUTES} minutes. Your wallet is credited as soon as it arrives; this page updates by itself.`}
      details={[
        { label: 'Bank', value: transfer.BankName },
        { label: 'Account Name', value: transfer.AccountName },
        { label: 'Account Number', value: transfer.AccountNumber },
        { label: 'Amount', value: amount },
      ]}
      copies={[{ text: transfer.AccountNumber, label: 'Copy Account Number' }]}
      remaining={wait.remaining}
      timerLabel="Time left to transfer"
      online={wait.online}
      check={{ label: 'Check payment', run: wait.check, checking: wait.checking, variant: 'default' }}
    />
  );
}
