import { Alert, Stack, Text, Title } from '@mantine/core';
import { useOnline } from '@/offline/network-status';
import { TicketStorageNotice } from '@/offline/ticket-storage-notice';
import { useSavedTickets } from '../use-saved-tickets';
import { SavedTicketList } from './saved-ticket-list';

/**
 * Under the reference field: the tickets this device keeps, which open without signal. While the
 * device is read (and in the prerendered page) the section already stands, with a sentence of the
 * same size: the page does not move, and its largest text is painted at once.
 */
export function SavedTicketsSection() {
  const online = useOnline();
  const { tickets, loading } = useSavedTickets();
  if (loading) {
    return (
      <Stack gap="sm" component="section" aria-labelledby="saved-tickets-title" aria-busy="true">
        <Title order={2} id="saved-tickets-title">Saved tickets</Title>
        <Text c="dimmed">Looking for the tickets saved on this device. Tickets you book or look up here are kept for offline use.</Text>
      </Stack>
    );
  }
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
