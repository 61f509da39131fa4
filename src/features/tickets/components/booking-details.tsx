import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { BookingStatus } from '@contract/tickets';
import { formatTripDate } from '@contract/dates';
import type { CheckInSlot } from '@/entities/booking/check-in-slot';
import { checkInState, rowView } from '../status-display';
import { routeLabel } from '../ticket-legs';
import { SeatCheckIn } from './seat-check-in';
import { StatusBadge } from './status-badge';

type Props = {
  status: BookingStatus;
  CheckIn: CheckInSlot;
  onViewTicket: () => void;
  onCheckedIn: () => void;
};

/** Spec 1 §2 'Booking Details': one row per seat with its status and Check In or View Ticket. */
export function BookingDetails({ status, CheckIn, onViewTicket, onCheckedIn }: Props) {
  const roundTrip = status.userData.some((r) => r.isReturn);
  return (
    <section aria-labelledby="booking-details-title">
      <Title order={2} id="booking-details-title" mb="sm">Booking Details</Title>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {status.userData.map((row) => {
          const view = rowView(row);
          const name = `${roundTrip ? (row.isReturn ? 'Return, ' : 'Outbound, ') : ''}Seat ${row.seatNumber}`;
          return (
            <Card key={`${row.isReturn ? 'r' : 'o'}-${row.seatNumber}`} component="li" withBorder padding="sm" aria-label={name}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={700}>{name}</Text>
                  <Text>{row.fullName}</Text>
                  <Text size="sm" c="dimmed">{routeLabel(row)}</Text>
                  <Text size="sm" c="dimmed">
                    {formatTripDate(row.departureDate)} · {row.departureTime}
                  </Text>
                  {view.action === 'none' ? null : <Text size="sm">{checkInState(row)}</Text>}
                </Stack>
                <StatusBadge code={row.bookingStatus} />
              </Group>
              {view.action === 'view-ticket' ? (
                <Button mt="sm" variant="light" onClick={onViewTicket} w="fit-content">View Ticket</Button>
              ) : null}
              {view.action === 'check-in' ? (
                <SeatCheckIn mt="sm" CheckIn={CheckIn} seat={row} reference={row.bookingReferenceCode} label="Check In" onViewTicket={onViewTicket} onCheckedIn={onCheckedIn} />
              ) : null}
            </Card>
          );
        })}
      </Stack>
    </section>
  );
}
