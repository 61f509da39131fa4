import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatNaira } from '@/lib/naira';
import { hireTotal, pricePerVehicle, vehicleCount } from '../summary';

type Line = { name: string; seats: number; farePrice: number; sleepOverPrice: number; quantity: number };

type Props = {
  lines: Line[];
  roundTrip: boolean;
  night: boolean;
  /** Continue, when the summary leads on (the vehicles page). */
  onContinue?: () => void;
  continueLabel?: string;
};

/** 'Booking Summary' (spec 1 §2 'Hire'): each vehicle chosen, how many, and the total (contract/hire.ts priceHire). */
export function BookingSummary({ lines, roundTrip, night, onContinue, continueLabel = 'Continue' }: Props) {
  const total = hireTotal(lines.map((line) => ({ vehicle: line, quantity: line.quantity })), roundTrip, night);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="hire-summary-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="hire-summary-title">Booking Summary</Title>
        {lines.length === 0 ? <Text c="dimmed">Choose at least one vehicle.</Text> : null}
        {lines.length > 0 ? (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Vehicles chosen">
            {lines.map((line) => (
              <Group key={line.name} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm">{vehicleCount(line.quantity, line.name)} <Text span size="xs" c="dimmed">({line.seats} seats each)</Text></Text>
                <Text size="sm" fw={600}>{formatNaira(pricePerVehicle(line, roundTrip, night) * line.quantity)}</Text>
              </Group>
            ))}
          </Stack>
        ) : null}
        <Group justify="space-between">
          <Text fw={700}>Total</Text>
          <Text fw={800} size="lg" c="freely.7">{formatNaira(total)}</Text>
        </Group>
        {onContinue ? (
          <Button size="md" fullWidth disabled={lines.length === 0} onClick={onContinue}>{continueLabel}</Button>
        ) : null}
      </Stack>
    </Card>
  );
}
