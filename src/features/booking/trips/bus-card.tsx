import { Alert, Button, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import type { BusTrip } from '@contract/booking';
import { formatNaira } from '@/lib/naira';
import { vehicleImage } from '@/lib/vehicle-image';
import { heldSeatsNote, isPalliativeTrip, PALLIATIVE_BANNER, seatsAvailableText } from './trip-rules';

type Props = { trip: BusTrip; adults: number; onViewSeats: () => void };

/** One bus as spec 1 §2 lists it: image, name, route, seats, time, adults, fare, cashback, View Seats. */
export function BusCard({ trip, adults, onViewSeats }: Props) {
  const full = trip.availableNumberOfSeats <= 0;
  const held = trip.heldSeats.length;
  const tooFew = !full && trip.availableNumberOfSeats < adults;
  const note = heldSeatsNote(trip.availableNumberOfSeats, held);
  return (
    <Card withBorder padding="md" component="article" aria-label={`${trip.vehicleName} at ${trip.departureTime}`}>
      <Stack gap="sm">
        {isPalliativeTrip(trip) && (
          <Alert color="amber" variant="light" p="xs">
            <Text size="sm" fw={600}>{PALLIATIVE_BANNER}</Text>
          </Alert>
        )}
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <Image src={vehicleImage(trip.vehicleModel)} alt={trip.vehicleModel} w={96} h={64} fit="contain" bg="gray.0" radius="sm" />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700}>{trip.vehicleName}</Text>
            <Text size="sm"><Text span c="dimmed" size="sm">Departure </Text>{trip.departureTerminalName}</Text>
            <Text size="sm"><Text span c="dimmed" size="sm">Arrival </Text>{trip.destinationTerminalName}</Text>
          </Stack>
        </Group>
        <SimpleGrid cols={2} spacing={6} verticalSpacing={6}>
          <Fact label="Departure time" value={trip.departureTime} />
          <Fact label="Adults" value={String(adults)} />
          <Fact label="Fare" value={formatNaira(trip.farePrice)} strong />
          <Fact label="Cashback" value={formatNaira(trip.cashBack)} />
        </SimpleGrid>
        <Group justify="space-between" align="center" wrap="nowrap">
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" fw={600} c={full ? (held > 0 ? 'amber.9' : 'red.9') : 'freely.7'}>{seatsAvailableText(trip.availableNumberOfSeats, held)}</Text>
            {note && <Text size="xs" c="dimmed">{note}</Text>}
          </Stack>
          <Button onClick={onViewSeats} disabled={full || tooFew} style={{ flexShrink: 0 }}>View Seats</Button>
        </Group>
        {tooFew && <Text size="sm" c="dimmed">Not enough free seats for {adults} adults.</Text>}
      </Stack>
    </Card>
  );
}

function Fact({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed">{label}</Text>
      <Text fw={strong ? 800 : 600} c={strong ? 'freely.7' : undefined}>{value}</Text>
    </div>
  );
}
