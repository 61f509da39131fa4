import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { TICKETS_FIRST_ID } from '@contract/ticket-first';
import { TicketStorageNotice } from '@/offline/ticket-storage-notice';
import { openedTicketFirst } from '@/ui/ticket-first';
import { VAULT_KEEP_DAYS } from '@/offline/ticket-vault';
import { useLostTickets } from '../use-lost-tickets';
import { useRefreshPending } from '../use-refresh-pending';
import { useSavedTickets } from '../use-saved-tickets';
import { LostTicketsNotice } from './lost-tickets-notice';
import { SavedTicketList } from './saved-ticket-list';

/**
 * /my-tickets (beyond the spec; travellers ask for it): every ticket this device keeps, the bookings
 * made here awaiting payment, and the tickets the phone cleared, coming back (use-lost-tickets.ts).
 */
export function MyTicketsPage() {
  const { tickets, loading } = useSavedTickets();
  useRefreshPending(tickets, loading);
  const lost = useLostTickets(tickets, loading);
  const navigate = useNavigate();
  useEffect(() => {
    // A ticket tapped in the list the page showed before the app ran is open: its page takes it over.
    const opened = openedTicketFirst();
    if (opened) void navigate({ to: '/bookingStatus', search: { ref: opened, ticket: true } });
  }, [navigate]);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>My tickets</Title>
        <Text>
          Tickets you book or look up on this device are kept here until {VAULT_KEEP_DAYS} days after the trip, and open without signal.
        </Text>
        <LostTicketsNotice state={lost} />
        {loading ? (
          // While the vault is read: the page's own script may list the saved tickets here first
          // (contract/ticket-first.ts). Not React's content, so hydration leaves it as it is.
          <div id={TICKETS_FIRST_ID} dangerouslySetInnerHTML={{ __html: '' }} />
        ) : tickets.length > 0 ? (
          <>
            <TicketStorageNotice />
            <SavedTicketList tickets={tickets} label="My tickets" />
          </>
        ) : (
          <Text c="dimmed">No tickets saved on this device yet.</Text>
        )}
        <Button component={Link} to="/bookingStatus" variant="light" w="fit-content">Check booking status</Button>
      </Stack>
    </Container>
  );
}
