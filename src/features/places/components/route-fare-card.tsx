import { Card, Group, Image, Stack, Text } from '@mantine/core';
import type { RouteFare } from '@contract/settings';
import { formatNaira } from '@/lib/naira';
import { vehicleImage } from '@/lib/vehicle-image';

/** One vehicle model's price on a route. */
export function RouteFareCard({ fare }: { fare: RouteFare }) {
  return (
    <Card withBorder padding="md" component="article" aria-label={`${fare.vehicleModelName} fare`}>
      <Card.Section bg="gray.0" py="xs">
        <Image src={vehicleImage(fare.vehicleModelName)} alt={fare.vehicleModelName} h={110} fit="contain" />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text fw={700}>{fare.vehicleModelName}</Text>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed" w={72}>Departure</Text>
          <Text size="sm">{fare.departureTerminalName}</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed" w={72}>Arrival</Text>
          <Text size="sm">{fare.destinationTerminalName}</Text>
        </Group>
        <Text fw={800} size="xl" c="freely.7">{formatNaira(fare.amount)}</Text>
      </Stack>
    </Card>
  );
}
