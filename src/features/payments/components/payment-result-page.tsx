import { useEffect } from 'react';
import { Alert, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import type { Ticket } from '@contract/booking';
import { CALLBACKS, type CallbackProvider } from '@contract/payment';
import { pendingPaymentStore } from '@/entities/payment/pending-payment';
import { useOnline } from '@/offline/network-status';
import { confirmationQueryOptions } from '../api/confirmation';
import { outcomeOfError, type ConfirmOutcome } from '../confirm-outcome';
import { PAYMENT_MESSAGES } from '../messages';
import { PAYMENT_PROVIDERS } from '../providers';
import { useIssuedTicketSave, type TicketSave } from '../use-issued-ticket-save';
import { IssuedTicketQr } from './issued-ticket-qr';
import { HomeActions, OfflineNotice } from './payment-notices';
import { TicketView } from './ticket-view';

type Props = {
  /** The provider that sent the traveller back here (providers.ts). */
  provider: CallbackProvider;
  /** The route clears the booking draft (it belongs to the booking feature). */
  onConfirmed?: () => void;
};

/**
 * A callback page: confirm with the server, then the ticket, or the failed or cancelled view. The
 * booking reference is the provider's query parameter (callback-search.ts); missing means failed.
 */
export function PaymentResultPage({ provider, onConfirmed }: Props) {
  const search: Record<string, string | undefined> = useSearch({ strict: false });
  const reference = search[CALLBACKS[provider].param];
  const { result } = PAYMENT_PROVIDERS[provider];
  const online = useOnline();
  const query = useQuery({ ...confirmationQueryOptions(provider, reference ?? ''), enabled: Boolean(reference) && online });
  const outcome = outcomeOf(query, reference, online, result?.failureMessage);

  useEffect(() => {
    if (outcome.kind === 'confirmed') {
      pendingPaymentStore.clear();
      onConfirmed?.();
    } else if ((outcome.kind === 'cancelled' || outcome.kind === 'failed' || outcome.kind === 'refund') && pendingPaymentStore.get()?.refCode === reference) {
      // That booking is over: a new attempt must create a new one.
      pendingPaymentStore.clear();
    }
  }, [outcome.kind, reference, onConfirmed]);

  // The issued ticket goes into the ticket vault, so it opens at the terminal without signal.
  const save = useIssuedTicketSave(outcome.kind === 'confirmed' ? outcome.ticket.bookingReference : undefined);

  return (
    <Container size="sm" py="xl">
      <ResultView outcome={outcome} reference={reference} bookingDetails={result?.bookingDetails ?? false} save={save} onRetry={() => void query.refetch()} />
    </Container>
  );
}

type QueryState = { data?: Ticket; error: unknown; isPending: boolean };

function outcomeOf(query: QueryState, reference: string | undefined, online: boolean, failureMessage: string | undefined): ConfirmOutcome | { kind: 'loading' } {
  if (!reference) return { kind: 'failed', message: failureMessage ?? PAYMENT_MESSAGES.confirmFailure };
  if (query.data) return { kind: 'confirmed', ticket: query.data };
  if (query.error) return outcomeOfError(query.error, { failureMessage });
  if (!online) return { kind: 'offline' };
  return { kind: 'loading' };
}

type ViewProps = { outcome: ConfirmOutcome | { kind: 'loading' }; reference: string | undefined; bookingDetails: boolean; save: TicketSave; onRetry: () => void };

function ResultView({ outcome, reference, bookingDetails, save, onRetry }: ViewProps) {
  switch (outcome.kind) {
    case 'loading':
      return (
        <Stack align="center" gap="md" py="xl" role="status">
          <Loader aria-hidden />
          <Text>Confirming your payment…</Text>
        </Stack>
      );
    case 'confirmed':
      return (
        <TicketView
          ticket={outcome.ticket}
          qr={<IssuedTicketQr reference={outcome.ticket.bookingReference} save={save} />}
          actions={
            <Stack gap="sm">
              {bookingDetails ? (
                <Button component="a" href={`/bookingStatus?ref=${encodeURIComponent(outcome.ticket.bookingReference)}`} w="fit-content">
                  Check Booking Details
                </Button>
              ) : null}
              <HomeActions />
            </Stack>
          }
        />
      );
    case 'cancelled':
      return (
        <Stack gap="md">
          <Title order={1}>{PAYMENT_MESSAGES.cancelledHeading}</Title>
          <HomeActions />
        </Stack>
      );
    case 'failed':
      return (
        <Stack gap="md">
          <Title order={1}>{PAYMENT_MESSAGES.failedHeading}</Title>
          {outcome.message ? <Text>{outcome.message}</Text> : null}
          <HomeActions />
        </Stack>
      );
    case 'refund':
      // Not a failure: this payment was not needed (or could not buy the seats) and goes back.
      return (
        <Stack gap="md">
          <Title order={1}>{PAYMENT_MESSAGES.refundHeading}</Title>
          <Alert color="blue" role="status">{outcome.message}</Alert>
          {reference ? (
            <Button component="a" href={`/bookingStatus?ref=${encodeURIComponent(reference)}`} w="fit-content">
              Check Booking Details
            </Button>
          ) : null}
          <HomeActions />
        </Stack>
      );
    case 'pending':
      return (
        <Stack gap="md">
          <Title order={1}>Payment pending</Title>
          <Text>{outcome.message}</Text>
          <Button onClick={onRetry} w="fit-content">Check again</Button>
          <HomeActions />
        </Stack>
      );
    case 'offline':
      return (
        <Stack gap="md">
          <Title order={1}>Payment status</Title>
          <OfflineNotice onRetry={onRetry} />
        </Stack>
      );
  }
}
