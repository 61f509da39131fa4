import { List, Modal, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.css';
import type { BookingStatus } from '@contract/tickets';
import type { VaultEntry } from '@/offline/ticket-vault';
import { formatTripDate } from '@contract/dates';
import { DetailList } from '@/ui/detail-list';
import { checkInState } from '../status-display';
import { routeLabel, ticketLegs } from '../ticket-legs';
import { SavedStamp } from './saved-stamp';
import { TicketQr } from '@/ui/ticket-qr';

type Props = { status: BookingStatus; saved: VaultEntry | undefined; opened: boolean; onClose: () => void };

/** Spec 1 §2 'Bus Ticket': the reference as a QR code, with each leg's seats, passengers and check-in state. */
export function BusTicketModal({ status, saved, opened, onClose }: Props) {
  const reference = status.Object.refCode;
  return (
    <Modal opened={opened} onClose={onClose} title="Bus Ticket" centered size="md" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Stack gap={4} align="center">
          <TicketQr value={reference} />
          <Text fw={700} size="lg">{reference}</Text>
          {saved ? <SavedStamp entry={saved} /> : null}
        </Stack>
        {ticketLegs(status).map((leg) => (
          <section key={leg.title} aria-label={leg.title}>
            <Title order={3} mb="xs">{leg.title}</Title>
            <DetailList
              items={[
                { label: 'Route', value: routeLabel(leg.first) },
                { label: 'Date', value: formatTripDate(leg.first.departureDate) },
                { label: 'Time', value: leg.first.departureTime },
                { label: 'Bus', value: leg.first.vehicleName },
              ]}
            />
            <Text fw={600} mt="sm">Passengers</Text>
            <List aria-label={`${leg.title} passengers`}>
              {leg.rows.map((row) => (
                <List.Item key={`${row.seatNumber}-${row.fullName}`}>
                  {row.fullName}, Seat {row.seatNumber} · {checkInState(row)}
                </List.Item>
              ))}
            </List>
          </section>
        ))}
      </Stack>
    </Modal>
  );
}
