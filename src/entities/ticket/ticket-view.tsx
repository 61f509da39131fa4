import type { ReactNode } from 'react';
import { List, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.css';
import type { Ticket, TicketLeg, TicketPassenger } from '@contract/booking';
import { formatTripDate } from '@contract/dates';
import { DetailList, type Detail } from '@/ui/detail-list';
import { checkInWords } from './check-in-words';
import { TrackBusLink } from './track-bus-link';

type Variant = 'page' | 'dialog';

type Props = {
  ticket: Ticket;
  /**
   * 'page': the issued ticket under the page's h1, each leg's terminals on their own lines;
   * 'dialog': the Bus Ticket, tighter, each leg's route on one line.
   */
  variant: Variant;
  /** Above the legs: the title, the QR code and what the screen says about them. */
  header: ReactNode;
  /** Below the legs: the fare, the actions. */
  footer?: ReactNode;
};

/**
 * One ticket, wherever it shows (the payment result pages, the Bus Ticket of a looked-up or
 * saved booking): each leg's departure, date, time and bus (and Track bus while it is on the
 * road), then its passengers and seats, with each one's check-in state when the ticket knows it.
 */
export function TicketView({ ticket, variant, header, footer }: Props) {
  return (
    <Stack gap={variant === 'page' ? 'lg' : 'md'}>
      {header}
      <LegView title={ticket.return ? 'Outbound trip' : 'Trip'} leg={ticket.outbound} variant={variant} />
      {ticket.return ? <LegView title="Return trip" leg={ticket.return} variant={variant} /> : null}
      {footer}
    </Stack>
  );
}

function legDetails(leg: TicketLeg, variant: Variant): Detail[] {
  const where: Detail[] =
    variant === 'page'
      ? [
          { label: 'Departure', value: leg.departureTerminal },
          { label: 'Destination', value: leg.destinationTerminal },
        ]
      : [{ label: 'Route', value: `${leg.departureTerminal} → ${leg.destinationTerminal}` }];
  return [
    ...where,
    { label: 'Date', value: formatTripDate(leg.departureDate) },
    { label: 'Time', value: leg.departureTime },
    { label: 'Bus', value: leg.vehicleName },
  ];
}

const passengerLine = (p: TicketPassenger) => `${p.fullName}, Seat ${p.seatNumber}${p.checkedIn === undefined ? '' : ` · ${checkInWords(p.checkedIn)}`}`;

function LegView({ title, leg, variant }: { title: string; leg: TicketLeg; variant: Variant }) {
  return (
    <section aria-label={title}>
      {variant === 'page' ? (
        <Title order={2} size="h3" mb="xs">{title}</Title>
      ) : (
        <Title order={3} mb="xs">{title}</Title>
      )}
      <DetailList items={legDetails(leg, variant)} />
      <TrackBusLink link={leg.tracking} />
      <Text fw={600} mt="sm">Passengers</Text>
      <List aria-label={`${title} passengers`}>
        {leg.passengers.map((p) => (
          <List.Item key={`${p.seatNumber}-${p.fullName}`}>{passengerLine(p)}</List.Item>
        ))}
      </List>
    </section>
  );
}
