import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { BusTrip } from '@contract/booking';
import { formatTripDate } from '@contract/dates';
import { errorMessage, isNoConnection } from '@/api/api-error';
import { formatNaira } from '@/lib/naira';
import { NoConnection } from '@/ui/no-connection';
import { rescheduleTripsQueryOptions, type TripsAsk } from '../api/get-trips';

type Props = {
  ask: TripsAsk;
  passengers: number;
  chosen: number | undefined;
  onChoose: (trip: BusTrip) => void;
};

/** The buses the trip may move to on the chosen date (the server's rules), each with its seats left and a way to choose seats on it. */
export function BusOptions({ ask, passengers, chosen, onChoose }: Props) {
  const trips = useQuery(rescheduleTripsQueryOptions(ask));
  if (trips.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>Finding buses on {formatTripDate(ask.date)}…</Text>
      </Group>
    );
  }
  if (trips.isError) {
    return isNoConnection(trips.error)
      ? <NoConnection onRetry={() => void trips.refetch()} retrying={trips.isFetching} />
      : <Alert color="red" role="alert">{errorMessage(trips.error)}</Alert>;
  }
  if (trips.data.trips.length === 0) {
    return <Text role="status">No bus you can move to on {formatTripDate(ask.date)}. Choose another date.</Text>;
  }
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`Buses on ${formatTripDate(ask.date)}`}>
      {trips.data.trips.map((trip) => {
        const enough = trip.availableNumberOfSeats >= passengers;
        const selected = chosen === trip.vehicleTripRegistrationId;
        return (
          <li key={trip.vehicleTripRegistrationId}>
            <Card withBorder padding="sm" style={selected ? { borderColor: 'var(--mantine-color-green-7)' } : undefined}>
              <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={700}>{trip.departureTime} · {trip.vehicleName}</Text>
                  <Text size="sm" c="dimmed">
                    Fare {formatNaira(trip.farePrice)} · {enough ? `${trip.availableNumberOfSeats} seats left` : 'Seats fully booked'}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant={selected ? 'filled' : 'light'}
                  disabled={!enough}
                  onClick={() => onChoose(trip)}
                  aria-label={`${selected ? 'Change seats' : 'Choose seats'} on the ${trip.departureTime} ${trip.vehicleName}`}
                  style={{ flexShrink: 0 }}
                >
                  {selected ? 'Change seats' : 'Choose seats'}
                </Button>
              </Group>
            </Card>
          </li>
        );
      })}
    </Stack>
  );
}
