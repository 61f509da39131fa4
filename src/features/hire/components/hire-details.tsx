import { Stack, Title } from '@mantine/core';
import type { HireSummary } from '@contract/hire';
import { formatTripDate } from '@contract/dates';
import { formatNaira } from '@/lib/naira';
import { DetailList } from '@/ui/detail-list';
import { formatKm, vehicleCount } from '../summary';

/** A hire as the server holds it: the trip, the vehicles, who hired and what it costs. */
export function HireDetails({ hire }: { hire: HireSummary }) {
  const roundTrip = hire.returnPickupDate !== null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="hire-details-title">
      <Title order={2} size="h3" id="hire-details-title">Hire details</Title>
      <DetailList
        label="Hire details"
        items={[
          { label: 'Reference Code', value: hire.refCode },
          { label: 'Trip', value: roundTrip ? 'Round Trip' : 'One Way' },
          { label: 'From', value: hire.onewayPickupLocation },
          { label: 'To', value: hire.oneWayDropoffLocation },
          { label: 'Pick-up date', value: formatTripDate(hire.onewayPickupDate) },
          ...(hire.returnPickupDate ? [{ label: 'Return date', value: formatTripDate(hire.returnPickupDate) }, { label: 'Retain bus for the night', value: hire.isSleepOver ? 'Yes' : 'No' }] : []),
          { label: 'Distance', value: formatKm(hire.onewayDistanceKm) },
          { label: 'Vehicles', value: hire.vehicles.map((line) => `${vehicleCount(line.quantity, line.vehicleModelName)} (${line.seats} seats)`).join(', ') },
          { label: 'Amount', value: formatNaira(hire.amount) },
          { label: 'Name', value: hire.fullName },
          // The status call may leave the contact out (anyone holding the reference can open it).
          ...(hire.phoneNumber ? [{ label: 'Phone', value: hire.phoneNumber }] : []),
          ...(hire.email ? [{ label: 'Email', value: hire.email }] : []),
        ]}
      />
    </Stack>
  );
}
