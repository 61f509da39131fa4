import { useEffect } from 'react';
import { Alert, Button, Container, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { HIRE_MESSAGES, type HireSummary } from '@contract/hire';
import { errorMessage, isNoConnection } from '@/api/api-error';
import { useTransferWait } from '@/entities/payment/transfer-wait';
import { LoadingLine } from '@/ui/loading-line';
import { NoConnection } from '@/ui/no-connection';
import { ReferenceTransferWait } from '@/ui/reference-transfer-wait';
import { TitledPage } from '@/ui/titled-page';
import { hireStatusQueryOptions } from '../api/get-hire-status';
import { hireKeys } from '../api/query-keys';
import { finishedHire, hireDraftStore } from '../hire-draft';
import { HIRE_RESULT, outcomeOfHire } from '../outcome';
import { HireActions } from './hire-actions';
import { HireDetails } from './hire-details';
import { HirePaid } from './hire-paid';

/** Over once the hire is paid, expired or cancelled; a refusal (no such hire) ends the asking too. */
const hireSettled = ({ data, error }: { data: HireSummary | undefined; error: unknown }) =>
  (data !== undefined && data.status !== 'awaiting-payment') || (error !== null && error !== undefined && !isNoConnection(error));

/**
 * /bankTransferPayment?reference= (spec 1 §2 'Payment hand-off and result pages', §4 'Hire flow'):
 * 'Transaction Pending' with the amount, the reference code to copy and the bank account, the
 * hour the hire is held and its countdown; the hire's status is asked by the one transfer polling
 * rule (entities/payment/transfer-wait.ts), so the paid hire or its expiry shows by itself.
 * Everything comes from the reference in the URL.
 */
export function TransferPendingPage({ reference }: { reference: string | undefined }) {
  const wait = useTransferWait({
    query: { ...hireStatusQueryOptions(reference ?? ''), enabled: Boolean(reference) },
    isOver: hireSettled,
    expiresAt: (hire) => (hire?.status === 'awaiting-payment' ? hire.expiresAt : undefined),
  });
  const status = wait.query;
  const hire = status.data;
  const outcome = hire ? outcomeOfHire(hire) : undefined;
  const { refetch } = status;

  const queryClient = useQueryClient();
  const settled = outcome !== undefined && outcome.kind !== 'awaiting';
  useEffect(() => {
    if (!settled) return;
    // Its vehicles are hired, or free again: saved searches no longer say what is free.
    queryClient.removeQueries({ queryKey: hireKeys.searches });
    // That hire is over, paid or not: a new one starts from the panel.
    if (hireDraftStore.get().pending?.refCode === reference) hireDraftStore.set(finishedHire);
  }, [settled, reference, queryClient]);

  if (!reference) return <TitledPage title={HIRE_RESULT.pendingHeading}><Text>{HIRE_MESSAGES.notFound}</Text><HireActions /></TitledPage>;
  if (!hire) {
    return (
      <TitledPage title={HIRE_RESULT.pendingHeading}>
        {status.isPending && status.fetchStatus === 'fetching' ? <LoadingLine>Getting your hire…</LoadingLine> : null}
        {status.isPending && status.fetchStatus === 'paused' ? <NoConnection onRetry={() => void refetch()} /> : null}
        {status.isError && isNoConnection(status.error) ? (
          <NoConnection onRetry={() => void refetch()} retrying={status.isFetching}>
            We could not reach Freely to show this hire. Check your connection and try again: reference {reference}.
          </NoConnection>
        ) : null}
        {status.isError && !isNoConnection(status.error) ? (
          <>
            <Alert color="red" role="alert">{errorMessage(status.error)}</Alert>
            <HireActions />
          </>
        ) : null}
      </TitledPage>
    );
  }
  switch (outcome?.kind) {
    case 'paid':
      return <Container size="sm" py="xl"><HirePaid hire={hire} /></Container>;
    case 'expired':
      return (
        <TitledPage title={HIRE_RESULT.expiredHeading}>
          <Alert color="red" role="alert">{HIRE_MESSAGES.expired}</Alert>
          <HireActions />
        </TitledPage>
      );
    case 'cancelled':
      return <TitledPage title={HIRE_RESULT.cancelledHeading}><HireActions /></TitledPage>;
    default:
      return (
        <TitledPage title={HIRE_RESULT.pendingHeading}>
          <Awaiting hire={hire} wait={wait} />
        </TitledPage>
      );
  }
}

/** The transfer to make, on the one 'pay by transfer and wait' screen. */
function Awaiting({ hire, wait }: { hire: HireSummary; wait: Pick<ReturnType<typeof useTransferWait>, 'remaining' | 'online' | 'check' | 'checking'> }) {
  return (
    <ReferenceTransferWait
      verb="Pay"
      amount={hire.amount}
      reference={hire.refCode}
      account={hire.account}
      note={<Alert color="amber" variant="light" title="Pay within 1 hour">{HIRE_MESSAGES.transferNote}</Alert>}
      remaining={wait.remaining}
      online={wait.online}
      check={{ run: wait.check, checking: wait.checking }}
    >
      <HireDetails hire={hire} />
      <Button component={Link} to="/" variant="subtle" w="fit-content" px={0}>Go Home</Button>
    </ReferenceTransferWait>
  );
}
