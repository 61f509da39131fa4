import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HIRE_MESSAGES } from '@contract/hire';
import { useOnline } from '@/offline/network-status';
import { NoConnection } from '@/ui/no-connection';
import { confirmCardQueryOptions } from '../api/confirm-card';
import { hireKeys } from '../api/query-keys';
import { finishedHire, hireDraftStore } from '../hire-draft';
import { HIRE_RESULT, outcomeOfError, outcomeOfHire, type HireOutcome } from '../outcome';
import { HireActions } from './hire-actions';
import { HirePaid } from './hire-paid';
import { ConfirmingPayment } from '@/ui/confirming-payment';

/**
 * /call-back-hire?reference= (spec 1 §2 'Payment hand-off and result pages', spec 2 §7.5 'Hire card
 * confirm'): back from the card checkout, a spinner while the server asks the provider, then the
 * paid hire, or 'Failed Payment' / 'Your Booking was Cancelled!!!' with Go Home and Hire Again.
 * The wait ends: the call has the client's read deadline, and no answer is 'No connection'.
 */
export function HireResultPage({ reference }: { reference: string | undefined }) {
  const online = useOnline();
  const query = useQuery({ ...confirmCardQueryOptions(reference ?? ''), enabled: Boolean(reference) && online });
  const outcome: HireOutcome | { kind: 'loading' } = !reference
    ? { kind: 'failed', message: HIRE_MESSAGES.notFound }
    : query.data
      ? outcomeOfHire(query.data)
      : query.error
        ? outcomeOfError(query.error)
        : online
          ? { kind: 'loading' }
          : { kind: 'offline' };

  const queryClient = useQueryClient();
  const over = outcome.kind === 'paid' || outcome.kind === 'cancelled' || outcome.kind === 'failed' || outcome.kind === 'expired' || outcome.kind === 'refund';
  useEffect(() => {
    if (!over) return;
    // Its vehicles are hired, or free again: saved searches no longer say what is free.
    queryClient.removeQueries({ queryKey: hireKeys.searches });
    // That hire is settled one way or the other: a new attempt is a new hire.
    if (reference && hireDraftStore.get().pending?.refCode === reference) hireDraftStore.set(finishedHire);
  }, [over, reference, queryClient]);

  return (
    <Container size="sm" py="xl">
      <Result outcome={outcome} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    </Container>
  );
}

function Result({ outcome, onRetry, retrying }: { outcome: HireOutcome | { kind: 'loading' }; onRetry: () => void; retrying: boolean }) {
  switch (outcome.kind) {
    case 'loading':
      return <ConfirmingPayment />;
    case 'paid':
      return <HirePaid hire={outcome.hire} />;
    case 'cancelled':
      return <Ended heading={HIRE_RESULT.cancelledHeading} />;
    case 'expired':
      return <Ended heading={HIRE_RESULT.expiredHeading}><Alert color="red" role="alert">{HIRE_MESSAGES.expired}</Alert></Ended>;
    case 'failed':
      return <Ended heading={HIRE_RESULT.failedHeading}><Alert color="red" role="alert">{outcome.message}</Alert></Ended>;
    case 'refund':
      return <Ended heading={HIRE_RESULT.refundHeading}><Alert color="blue" role="status">{outcome.message}</Alert></Ended>;
    case 'awaiting':
    case 'pending':
      return (
        <Ended heading={HIRE_RESULT.pendingHeading}>
          <Text>{outcome.kind === 'pending' ? outcome.message : 'Your card payment has not reached us yet.'}</Text>
          <Button onClick={onRetry} loading={retrying} w="fit-content">Check again</Button>
        </Ended>
      );
    case 'offline':
      return (
        <Stack gap="md">
          <Title order={1}>Payment status</Title>
          <NoConnection onRetry={onRetry} retrying={retrying}>
            We could not reach Freely to confirm your payment. It is safe: check your connection and try again.
          </NoConnection>
        </Stack>
      );
  }
}

function Ended({ heading, children }: { heading: string; children?: ReactNode }) {
  return (
    <Stack gap="md">
      <Title order={1}>{heading}</Title>
      {children}
      <HireActions />
    </Stack>
  );
}
