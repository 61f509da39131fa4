import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { HIRE_MESSAGES, type HireSummary } from '@contract/hire';
import { errorMessage, isNoConnection } from '@/api/api-error';
import { formatRemaining } from '@/lib/countdown';
import { formatNaira } from '@/lib/naira';
import { useCountdown } from '@/lib/use-countdown';
import { useOnline } from '@/offline/network-status';
import { CopyButton } from '@/ui/copy-button';
import { DetailList } from '@/ui/detail-list';
import { NoConnection } from '@/ui/no-connection';
import { hireStatusQueryOptions } from '../api/get-hire-status';
import { hireKeys } from '../api/query-keys';
import { finishedHire, hireDraftStore } from '../hire-draft';
import { HIRE_RESULT, outcomeOfHire, statusPollInterval } from '../outcome';
import { HireActions } from './hire-actions';
import { HireDetails } from './hire-details';
import { HirePaid } from './hire-paid';

/**
 * /bankTransferPayment?reference= (spec 1 §2 'Payment hand-off and result pages', §4 'Hire flow'):
 * 'Transaction Pending' with the amount, the reference code to copy and the bank account, the
 * hour the hire is held and its countdown; the hire's status is asked every few seconds, so the
 * paid hire or its expiry shows by itself. Everything comes from the reference in the URL.
 */
export function TransferPendingPage({ reference }: { reference: string | undefined }) {
  const online = useOnline();
  const [openedAt] = useState(() => Date.now());
  const status = useQuery({
    ...hireStatusQueryOptions(reference ?? ''),
    enabled: Boolean(reference),
    refetchInterval: (query) => statusPollInterval(query.state.data, openedAt, Date.now()),
  });
  const hire = status.data;
  const outcome = hire ? outcomeOfHire(hire) : undefined;
  const remaining = useCountdown(outcome?.kind === 'awaiting' ? outcome.hire.expiresAt : undefined);
  const timeUp = remaining === 0;
  const { refetch } = status;
  // Only a check the traveller asked for spins its button; the polling goes on quietly.
  const [checking, setChecking] = useState(false);
  const checkNow = () => {
    setChecking(true);
    void refetch().finally(() => setChecking(false));
  };

  useEffect(() => {
    // The hour is over: the server says 'expired' (or, if the transfer just arrived, 'paid').
    if (timeUp) void refetch();
  }, [timeUp, refetch]);

  const queryClient = useQueryClient();
  const settled = outcome !== undefined && outcome.kind !== 'awaiting';
  useEffect(() => {
    if (!settled) return;
    // Its vehicles are hired, or free again: saved searches no longer say what is free.
    queryClient.removeQueries({ queryKey: hireKeys.searches });
    // That hire is over, paid or not: a new one starts from the panel.
    if (hireDraftStore.get().pending?.refCode === reference) hireDraftStore.set(finishedHire);
  }, [settled, reference, queryClient]);

  if (!reference) return <Page title={HIRE_RESULT.pendingHeading}><Text>{HIRE_MESSAGES.notFound}</Text><HireActions /></Page>;
  if (!hire) {
    return (
      <Page title={HIRE_RESULT.pendingHeading}>
        {status.isPending && status.fetchStatus === 'fetching' ? (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text>Getting your hire…</Text>
          </Group>
        ) : null}
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
      </Page>
    );
  }
  switch (outcome?.kind) {
    case 'paid':
      return <Container size="sm" py="xl"><HirePaid hire={hire} /></Container>;
    case 'expired':
      return (
        <Page title={HIRE_RESULT.expiredHeading}>
          <Alert color="red" role="alert">{HIRE_MESSAGES.expired}</Alert>
          <HireActions />
        </Page>
      );
    case 'cancelled':
      return <Page title={HIRE_RESULT.cancelledHeading}><HireActions /></Page>;
    default:
      return (
        <Page title={HIRE_RESULT.pendingHeading}>
          <Awaiting hire={hire} remaining={remaining} online={online} checking={checking} onCheck={checkNow} />
        </Page>
      );
  }
}

function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        {children}
      </Stack>
    </Container>
  );
}

type AwaitingProps = { hire: HireSummary; remaining: number | undefined; online: boolean; checking: boolean; onCheck: () => void };

function Awaiting({ hire, remaining, online, checking, onCheck }: AwaitingProps) {
  const { account } = hire;
  return (
    <>
      <Text>
        Pay <Text span fw={700}>{formatNaira(hire.amount)}</Text> with the reference code <Text span fw={700}>{hire.refCode}</Text>
        {account ? ` to the ${account.bankName} account below.` : '.'}
      </Text>
      {account ? (
        <DetailList
          label="Transfer details"
          items={[
            { label: 'Bank', value: account.bankName },
            { label: 'Account Name', value: account.accountName },
            { label: 'Account Number', value: account.accountNo },
            { label: 'Amount', value: formatNaira(hire.amount) },
            { label: 'Reference Code', value: hire.refCode },
          ]}
        />
      ) : null}
      <CopyButton text={hire.refCode} label="Copy Reference Code" failedLabel="Copy failed: select the reference above" variant="light" w="fit-content" />
      <Alert color="amber" variant="light" title="Pay within 1 hour">{HIRE_MESSAGES.transferNote}</Alert>
      <Text fw={700} role="timer" aria-label="Time left to pay">
        {remaining === 0 ? 'Time is up: checking your transfer…' : `Time left: ${formatRemaining(remaining ?? 0)}`}
      </Text>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">We check for your transfer every few seconds: this page changes by itself once it arrives.</Text>
        {!online ? <Alert color="amber" role="status">You are offline. We check again once you are back online.</Alert> : null}
        <Button variant="default" w="fit-content" onClick={onCheck} loading={checking} disabled={!online}>Check payment</Button>
      </Stack>
      <HireDetails hire={hire} />
      <Button component={Link} to="/" variant="subtle" w="fit-content" px={0}>Go Home</Button>
    </>
  );
}
