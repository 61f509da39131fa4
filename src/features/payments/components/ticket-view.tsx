import type { ReactNode } from 'react';
import { List, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.css';
import type { Ticket, TicketLeg } from '@contract/booking';
import { formatTripDate } from '@contract/dates';
import { DetailList } from '@/ui/detail-list';
import { TicketFare } from './ticket-fare';

/** 'Your Ticket (REF)' with its QR code (`qr`), both legs' departure, destination, date, time, passengers and seats. */
export function TicketView({ ticket, qr, actions }: { ticket: Ticket; qr?: ReactNode; actions?: ReactNode }) {
  return (
    <Stack gap="lg">
      <Title order={1}>
        Your Ticket <span style={{ whiteSpace: 'nowrap' }}>({ticket.bookingReference})</span>
      </Title>
      <Text>Your payment is confirmed. Show this reference at the terminal.</Text>
      {qr}
      <LegView title={ticket.return ? 'Outbound trip' : 'Trip'} leg={ticket.outbound} />
      {ticket.return ? <LegView title="Return trip" leg={ticket.return} /> : null}
      <TicketFare ticket={ticket} />
      {actions}
    </Stack>
  );
}

function LegView({ title, leg }: { title: string; leg: TicketLeg }) {
  return (
    <section aria-label={title}>
      <Title order={2} size="h3" mb="xs">{title}</Title>
      <DetailList
        items={[
          { label: 'Departure', value: leg.departureTerminal },
          { label: 'Destination', value: leg.destinationTerminal },
          { label: 'Date', value: formatTripDate(leg.departureDate) },
          { label: 'Time', value: leg.departureTime },
          { label: 'Bus', value: leg.vehicleName },
        ]}
      />
      <Text fw={600} mt="sm">Passengers</Text>
      <List aria-label={`${title} passengers`}>
        {leg.passengers.map((p) => (
          <List.Item key={`${p.seatNumber}-${p.fullName}`}>
            {p.fullName}, Seat {p.seatNumber}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
