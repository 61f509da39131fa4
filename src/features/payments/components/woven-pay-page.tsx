import { Alert, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ApiError, errorMessage, isNoConnection } from '@/api/api-error';
import { pendingPaymentStore } from '@/entities/payment/pending-payment';
import { wovenAccountQueryOptions, wovenStatusQueryOptions } from '../api/woven';
import { PAYMENT_PROVIDERS } from '../providers';
import { stillWaiting, transferSettled } from '../transfer-outcome';
import { useBankTransfer } from '../use-bank-transfer';
import { wovenView } from '../woven-outcome';
import { BankTransferScreen, TransferOver } from './bank-transfer-screen';
import { NoPaymentPage } from './payment-notices';
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
  const transfer = useBankTransfer({
    reference,
    account,
    status: wovenStatusQueryOptions(reference),
    isOver: (answer) => transferSettled(answer) || account.data?.closed === true,
    expiresAt: account.data?.closed ? undefined : account.data?.expiresAt,
    toView: (status) => wovenView(account, status),
    onConfirmed,
  });
  const { view, wait } = transfer;

  if (view.kind === 'expired') {
    return (
      <TransferOver title={WOVEN_TITLE}>
        <Alert color="red" role="alert" title="This account has expired">
          <Stack gap="xs">
            <Text size="sm">{view.message}</Text>
            <Text size="sm">Do not send money to it now: your bank will refuse it, and any transfer that still reaches it is refunded.</Text>
          </Stack>
        </Alert>
      </TransferOver>
    );
  }
  const { error } = wait.query;
  const refusal = error instanceof ApiError && !stillWaiting(error) ? errorMessage(error) : undefined;
  const pending = payment(reference);
  return (
    <BankTransferScreen
      title={WOVEN_TITLE}
      view={view}
      transfer={transfer}
      transferRule="It takes one transfer only."
      answer={
        <>
          {refusal ? <Alert color="red" role="alert">{refusal}</Alert> : null}
          {/* Only a check the traveller asked for shows its answer; the polling goes on quietly. */}
          {wait.checked && !wait.checking && stillWaiting(error) && !isNoConnection(error) ? <Text role="status">{(error as ApiError).message}</Text> : null}
        </>
      }
    >
      {pending ? <TripDetails payment={pending} /> : <Text size="sm">Booking reference: {reference}</Text>}
    </BankTransferScreen>
  );
}

/** The trip as checkout handed it over in this tab, when it is this booking's. */
function payment(reference: string) {
  const pending = pendingPaymentStore.get();
  return pending?.refCode === reference ? pending : undefined;
}
