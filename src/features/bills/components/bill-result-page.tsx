import { useEffect, useState } from 'react';
import { useTimeout } from '@mantine/hooks';
import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BILLS_MESSAGES, type BillOutcome } from '@contract/bills';
import { isNoConnection } from '@/api/api-error';
import { formatNaira, nairaToKobo } from '@/lib/naira';
import { useSessionStore } from '@/lib/session-store';
import { useOnline } from '@/offline/network-status';
import { NoConnection } from '@/ui/no-connection';
import { isUnsettled, paymentStatusQueryOptions, STATUS_POLL_FOR_MS, statusPollInterval } from '../api/get-payment-status';
import { billsFailureText } from '../bills-failure';
import { cardBillStore } from '../card-return';
import { failureMessage, successMessage } from '../outcome';
import { PrepaidToken } from './prepaid-token';

/**
 * /paybill-call-back?reference= (spec 1 §2): back from the card checkout, PaymentStatus settles the
 * bill with the provider, then 'Your Payment of (reference) was successful.' with Buy Again, or
 * 'Failed Payment' with Try Again; a purchase still with the biller is asked about every few
 * seconds for two minutes, then Check again.
 */
export function BillResultPage({ reference }: { reference: string | undefined }) {
  const online = useOnline();
  // Asks again for STATUS_POLL_FOR_MS, then waits for Check again: no wait without an end.
  const [polling, setPolling] = useState(true);
  const stopPolling = useTimeout(() => setPolling(false), STATUS_POLL_FOR_MS, { autoInvoke: true });
  const status = useQuery({
    ...paymentStatusQueryOptions(reference ?? ''),
    enabled: Boolean(reference),
    refetchInterval: (query) => statusPollInterval(query.state.data, polling),
  });
  const card = useSessionStore(cardBillStore);
  const outcome = status.data;
  const settled = outcome !== undefined && !isUnsettled(outcome);

  useEffect(() => {
    // That card payment is over: nothing of it needs keeping in this tab.
    if (settled && cardBillStore.get()?.reference === reference) cardBillStore.clear();
  }, [settled, reference]);

  const waitingFor = card && card.reference === reference ? `${card.title} · ${formatNaira(card.total)}` : null;
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        {!reference ? <Failed message={BILLS_MESSAGES.unknownReference} /> : null}
        {reference && status.isPending && status.fetchStatus === 'fetching' ? (
          <Stack align="center" gap="sm" role="status">
            <Loader aria-hidden />
            <Text>Checking your payment{waitingFor ? ` for ${waitingFor}` : ''}…</Text>
          </Stack>
        ) : null}
        {reference && status.isError && !outcome ? (
          isNoConnection(status.error) ? (
            <NoConnection onRetry={() => void status.refetch()} retrying={status.isFetching}>{billsFailureText(status.error)} Your payment is safe: we check it as soon as you are back online.</NoConnection>
          ) : (
            <Failed message={billsFailureText(status.error)} />
          )
        ) : null}
        {reference && outcome?.status === 'success' ? <Succeeded outcome={outcome} /> : null}
        {reference && outcome?.status === 'failed' ? <Failed message={failureMessage(outcome)} outcome={outcome} /> : null}
        {reference && outcome && isUnsettled(outcome) ? (
          <Stack gap="md">
            <Title order={1}>{BILLS_MESSAGES.processing}</Title>
            <Text>
              {outcome.billerName} · {outcome.itemName} for {outcome.customerId}, reference {outcome.reference}.
            </Text>
            {outcome.status === 'awaiting-payment' && outcome.message ? <Text size="sm">{outcome.message}</Text> : null}
            {status.isFetching ? (
              <Group gap="xs" role="status">
                <Loader size="xs" aria-hidden />
                <Text size="sm">Checking again…</Text>
              </Group>
            ) : null}
            {!online ? <Alert color="amber" role="status">You are offline. We check again once you are back online.</Alert> : null}
            {!polling ? (
              <Group>
                <Button
                  onClick={() => {
                    setPolling(true);
                    stopPolling.start();
                    void status.refetch();
                  }}
                >
                  Check again
                </Button>
                <Button variant="light" renderRoot={(props) => <Link {...props} to="/bills-payment" />}>See Recent bills</Button>
              </Group>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}

function Succeeded({ outcome }: { outcome: BillOutcome }) {
  return (
    <Stack gap="md">
      <Title order={1}>{BILLS_MESSAGES.succeeded(outcome.reference)}</Title>
      <Text>
        {successMessage(outcome.kind)} {outcome.billerName} · {outcome.itemName} for {outcome.customerId}: {formatNaira(nairaToKobo(outcome.total))}.
      </Text>
      {outcome.token ? <PrepaidToken token={outcome.token} /> : null}
      <Button w="fit-content" renderRoot={(props) => <Link {...props} to="/bills-payment" />}>Buy Again</Button>
    </Stack>
  );
}

function Failed({ message, outcome }: { message: string; outcome?: BillOutcome }) {
  return (
    <Stack gap="md">
      <Title order={1}>{BILLS_MESSAGES.failedPayment}</Title>
      <Alert color="red" role="alert">
        <Text size="sm">{message}</Text>
        {outcome?.refunded ? <Text size="sm" mt={4}>The {formatNaira(nairaToKobo(outcome.total))} you paid has been refunded.</Text> : null}
      </Alert>
      <Button w="fit-content" renderRoot={(props) => <Link {...props} to="/bills-payment" />}>Try Again</Button>
    </Stack>
  );
}
