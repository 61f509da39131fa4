import { useEffect } from 'react';
import { Alert, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ticketKeys } from '../api/query-keys';
import type { CheckInSlot } from '@/entities/booking/check-in-slot';
import { rememberLinkedContact } from '@/entities/booking/booking-lookup';
import { NoConnection } from '@/ui/no-connection';
import { useTicket } from '../use-ticket';
import { BookingDetails } from './booking-details';
import { BusTicketModal } from './bus-ticket-modal';
import { CheckInConfirmation } from './check-in-confirmation';
import { ReferenceForm } from './reference-form';
import { SavedTicketsSection } from './saved-tickets-section';
import { StatusSummary } from './status-summary';
import { prepareTicketQr } from '@/ui/ticket-qr';
import { dropTicketFirst } from '@/ui/ticket-first';
import { statusAt } from '@/entities/booking/pending-hold';
import { useNow } from '@/lib/use-now';

type Props = {
  /** From the URL (?ref=); absent shows the reference field and the saved tickets. */
  reference: string | undefined;
  /** ?ticket=true: the Bus Ticket is open (survives a reload, offline too). */
  ticketOpen: boolean;
  /** ?contact= (the SMS link's phone): the look-up's proof of the booking, then dropped from the address. */
  contact?: string;
  CheckIn: CheckInSlot;
};

/** /bookingStatus (spec 1 §2 'Booking status, details and check-in'), online or from the vault. */
export function BookingStatusPage({ reference, ticketOpen, contact, CheckIn }: Props) {
  const navigate = useNavigate();
  // Before the look-up starts (in this render's effects), so it goes with the contact.
  if (reference && contact) rememberLinkedContact(reference, contact);
  useEffect(() => {
    // Not left in the address bar, the history or a screenshot.
    if (contact) void navigate({ to: '/bookingStatus', search: { ref: reference, ticket: ticketOpen || undefined }, replace: true });
  }, [contact, reference, ticketOpen, navigate]);
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>Booking Status</Title>
        <ReferenceForm
          key={reference ?? ''}
          initial={reference}
          onSubmit={(ref) => void navigate({ to: '/bookingStatus', search: { ref } })}
        />
        {reference ? <StatusView reference={reference} ticketOpen={ticketOpen} CheckIn={CheckIn} /> : <SavedTicketsSection />}
      </Stack>
    </Container>
  );
}

function StatusView({ reference, ticketOpen, CheckIn }: { reference: string; ticketOpen: boolean; CheckIn: CheckInSlot }) {
  const { state, refetch, fetching } = useTicket(reference);
  const now = useNow();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setTicketOpen = (open: boolean) =>
    void navigate({ to: '/bookingStatus', search: { ref: reference, ticket: open ? true : undefined }, replace: true });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ticketKeys.status(reference) });

  // The early dialog of a cold start (contract/ticket-first.ts) goes once the page will not show the ticket, and with the page.
  const showsTicket = state.kind === 'loading' || (state.kind === 'ready' && ticketOpen);
  useEffect(() => {
    if (!showsTicket) dropTicketFirst();
  }, [showsTicket]);
  useEffect(() => dropTicketFirst, []);

  const qrValue = state.kind === 'ready' ? (state.status.Object.ticketQr ?? reference) : undefined;
  useEffect(() => {
    // Draw the QR code while the traveller reads, and keep the drawing: the ticket then opens at
    // once, here and at the gate from a cold start with no signal.
    if (qrValue) void prepareTicketQr(qrValue);
  }, [qrValue]);

  switch (state.kind) {
    case 'loading':
      return (
        <Stack align="center" gap="sm" py="lg" role="status">
          <Loader aria-hidden />
          <Text>Looking up {reference}…</Text>
        </Stack>
      );
    case 'offline':
      return (
        <Stack gap="md">
          <NoConnection onRetry={() => void refetch()} retrying={fetching}>{state.message}</NoConnection>
          <Button component={Link} to="/bookingStatus" variant="light" w="fit-content">See saved tickets</Button>
        </Stack>
      );
    case 'not-found':
    case 'error':
      return (
        <Stack gap="md">
          <Alert color="red" role="alert">{state.message}</Alert>
          {state.kind === 'error' ? <Button onClick={() => void refetch()} w="fit-content">Try again</Button> : null}
        </Stack>
      );
    case 'ready': {
      // A copy read a while ago (or saved on the device) whose hold has since lapsed reads Expired.
      const status = statusAt(state.status, now);
      return (
        <Stack gap="lg">
          {state.notice ? <Alert color="red" role="alert">{state.notice}</Alert> : null}
          <CheckInConfirmation reference={state.status.Object.refCode} onViewTicket={() => setTicketOpen(true)} />
          <StatusSummary status={status} saved={state.saved} CheckIn={CheckIn} onShowTicket={() => setTicketOpen(true)} onCheckedIn={refresh} onReleased={refresh} />
          <BookingDetails status={status} CheckIn={CheckIn} onViewTicket={() => setTicketOpen(true)} onCheckedIn={refresh} />
          <BusTicketModal status={status} saved={state.saved} opened={ticketOpen} onClose={() => setTicketOpen(false)} />
        </Stack>
      );
    }
  }
}
