import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import type { ConfirmedTicket } from '@contract/tickets';
import { CALLBACKS, type CallbackProvider } from '@contract/payment';
import { pendingPaymentStore } from '@/entities/payment/pending-payment';
import { useOnline } from '@/offline/network-status';
import { confirmationQueryOptions } from '../api/confirmation';
import { outcomeOfError, type ConfirmOutcome } from '../confirm-outcome';
import { PAYMENT_MESSAGES } from '../messages';
import { PAYMENT_PROVIDERS } from '../providers';
import type { ResumeCheckout } from '../resume-payment';
import { useIssuedTicketSave, type TicketSave } from '../use-issued-ticket-save';
import { IssuedTicketQr } from './issued-ticket-qr';
import { PaymentNotCompleted } from './payment-not-completed';
import { HomeActions, OfflineNotice } from './payment-notices';
import { TicketView } from './ticket-view';
import { ConfirmingPayment } from '@/ui/confirming-payment';
import { PaymentHelpLink } from '@/ui/payment-help-link';

type Props = {
  /** The provider that sent the traveller back here (providers.ts). */
  provider: CallbackProvider;
  /** The route clears the booking draft (it belongs to the booking feature). */
  onConfirmed?: () => void;
  /** Whether checkout's draft is still this booking, for 'Select payment method' (resume-payment.ts). */
  resumeCheckout?: ResumeCheckout;
};

/**
 * A callback page: confirm with the server, then the ticket, or the failed or cancelled view. The
 * booking reference is the provider's query parameter (callback-search.ts); missing means failed.
 */
export function PaymentResultPage({ provider, onConfirmed, resumeCheckout }: Props) {
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
  const save = useIssuedTicketSave(outcome.kind === 'confirmed' ? outcome.ticket : undefined);

  return (
    <Container size="sm" py="xl">
      <ResultView
        outcome={outcome}
        reference={reference}
        bookingDetails={result?.bookingDetails ?? false}
        save={save}
        onRetry={() => void query.refetch()}
        resumeCheckout={resumeCheckout}
      />
    </Container>
  );
}

type QueryState = { data?: ConfirmedTicket; error: unknown; isPending: boolean };

function outcomeOf(query: QueryState, reference: string | undefined, online: boolean, failureMessage: string | undefined): ConfirmOutcome | { kind: 'loading' } {
  if (!reference) return { kind: 'failed', message: failureMessage ?? PAYMENT_MESSAGES.confirmFailure };
  if (query.data) return { kind: 'confirmed', ticket: query.data };
  if (query.error) return outcomeOfError(query.error, { failureMessage });
  if (!online) return { kind: 'offline' };
  return { kind: 'loading' };
}

type ViewProps = {
  outcome: ConfirmOutcome | { kind: 'loading' };
  reference: string | undefined;
  bookingDetails: boolean;
  save: TicketSave;
  onRetry: () => void;
  resumeCheckout: ResumeCheckout | undefined;
};

function ResultView({ outcome, reference, bookingDetails, save, onRetry, resumeCheckout }: ViewProps) {
  switch (outcome.kind) {
    case 'loading':
      return <ConfirmingPayment />;
    case 'confirmed':
      return (
        <TicketView
          ticket={outcome.ticket}
          qr={<IssuedTicketQr reference={outcome.ticket.bookingReference} qr={outcome.ticket.ticketQr} save={save} />}
          actions={
            <Stack gap="sm">
              {bookingDetails ? <BookingDetailsButton reference={outcome.ticket.bookingReference} /> : null}
              <HomeActions />
            </Stack>
          }
        />
      );
    case 'cancelled':
      return <NoTicket heading={PAYMENT_MESSAGES.cancelledHeading} />;
    case 'failed':
      return <NoTicket heading={PAYMENT_MESSAGES.failedHeading}>{outcome.message ? <Text>{outcome.message}</Text> : null}</NoTicket>;
    case 'refund':
      // Not a failure: this payment was not needed (or could not buy the seats) and goes back.
      return (
        <NoTicket heading={PAYMENT_MESSAGES.refundHeading}>
          <Alert color="blue" role="status">{outcome.message}</Alert>
          {reference ? <BookingDetailsButton reference={reference} /> : null}
        </NoTicket>
      );
    case 'held':
      // A cancelled payment is not a cancelled booking while its seats are held (issue 31).
      return <PaymentNotCompleted reference={reference ?? ''} message={outcome.message} resumeCheckout={resumeCheckout} />;
    case 'pending':
      return (
        <NoTicket heading="Payment pending">
          <Text>{outcome.message}</Text>
          <Button onClick={onRetry} w="fit-content">Check again</Button>
        </NoTicket>
      );
    case 'offline':
      return (
        <NoTicket heading="Payment status" home={false}>
          <OfflineNotice onRetry={onRetry} />
        </NoTicket>
      );
  }
}

/** A result without a ticket: its heading, what there is to say or do, and (unless offline) the way home. */
function NoTicket({ heading, home = true, children }: { heading: string; home?: boolean; children?: ReactNode }) {
  return (
    <Stack gap="md">
      <Title order={1}>{heading}</Title>
      {children}
      {home ? <PaymentHelpLink /> : null}
      {home ? <HomeActions /> : null}
    </Stack>
  );
}

function BookingDetailsButton({ reference }: { reference: string }) {
  return (
    <Button component="a" href={`/bookingStatus?ref=${encodeURIComponent(reference)}`} w="fit-content">
      Check Booking Details
    </Button>
  );
}
