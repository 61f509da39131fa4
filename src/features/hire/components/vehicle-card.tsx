import { Card, Group, Image, NativeSelect, Stack, Text } from '@mantine/core';
import type { HireVehicleOption } from '@contract/hire';
import { formatNaira } from '@/lib/naira';
import { vehicleImage } from '@/lib/vehicle-image';
import { availabilityText, maxQuantity, pricePerVehicle, quantityOptions } from '../summary';

type Props = { vehicle: HireVehicleOption; quantity: number; roundTrip: boolean; night: boolean; onQuantity: (quantity: number) => void };

/** One vehicle model on offer (spec 1 §2 'Hire'): its picture, seats, price for this trip, and how many to hire (0 to 3). */
export function VehicleCard({ vehicle, quantity, roundTrip, night, onQuantity }: Props) {
  const full = maxQuantity(vehicle) === 0;
  return (
    <Card withBorder padding="md" component="article" aria-label={vehicle.vehicleModelName}>
      <Stack gap="sm">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <Image src={vehicleImage(vehicle.vehicleModelName)} alt="" w={96} h={64} fit="contain" bg="gray.0" radius="sm" />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} component="h3">{vehicle.vehicleModelName}</Text>
            <Text size="sm">{vehicle.vehicleTotalNoSeats} seats</Text>
            <Text size="sm" fw={600} c={full ? 'red.9' : 'freely.7'}>{availabilityText(vehicle)}</Text>
          </Stack>
        </Group>
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <div>
            <Text size="xs" c="dimmed">{roundTrip ? (night ? 'Price per vehicle, both ways and the night' : 'Price per vehicle, both ways') : 'Price per vehicle'}</Text>
            <Text fw={800} c="freely.7">{formatNaira(pricePerVehicle(vehicle, roundTrip, night))}</Text>
          </div>
          <NativeSelect
            label="Quantity"
            w={96}
            data={quantityOptions(vehicle).map(String)}
            value={String(quantity)}
            disabled={full}
            onChange={(event) => onQuantity(Number(event.currentTarget.value))}
          />
        </Group>
      </Stack>
    </Card>
  );
}
