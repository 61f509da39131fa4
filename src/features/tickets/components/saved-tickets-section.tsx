import { Alert, Stack, Text, Title } from '@mantine/core';
import { useOnline } from '@/offline/network-status';
import { TicketStorageNotice } from '@/offline/ticket-storage-notice';
import { useSavedTickets } from '../use-saved-tickets';
import { SavedTicketList } from './saved-ticket-list';

/** Under the reference field: the tickets this device keeps, which open without signal. */
export function SavedTicketsSection() {
  const online = useOnline();
  const { tickets, loading } = useSavedTickets();
  if (loading) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="saved-tickets-title">
      <Title order={2} id="saved-tickets-title">Saved tickets</Title>
      {!online ? (
        <Alert color="amber" title="You are offline">
          Looking up a new reference needs a connection. The tickets saved on this device open below.
        </Alert>
      ) : null}
      {tickets.length > 0 ? (
        <>
          <SavedTicketList tickets={tickets} />
          <TicketStorageNotice />
        </>
      ) : (
        <Text c="dimmed">No tickets saved on this device yet. Tickets you book or look up here are kept for offline use.</Text>
      )}
    </Stack>
  );
}
