import { NativeSelect } from '@mantine/core';
import type { Manifest } from '@contract/boarding';
import { formatTripDate } from '@contract/dates';
import { tripText } from './verdict-card';

const booked = (trip: Manifest['trips'][number]) => trip.bookings.reduce((sum, b) => sum + b.passengers, 0);

/** Choose the bus being boarded: today's buses from this terminal, then tomorrow's when downloaded. */
export function TripPicker({ manifests, today, tripId, onTrip }: { manifests: Manifest[]; today: string; tripId: number | undefined; onTrip: (tripId: number | undefined) => void }) {
  const days = manifests.filter((m) => m.date >= today && m.trips.length > 0);
  const data = days.map((m) => ({
    group: m.date === today ? `Today, ${formatTripDate(m.date)}` : formatTripDate(m.date),
    items: m.trips.map((trip) => ({
      value: String(trip.tripId),
      label: `${tripText(trip)} · ${trip.plate ?? trip.vehicleName} · ${booked(trip)} booked`,
    })),
  }));
  return (
    <NativeSelect
      size="lg"
      label="Bus being boarded"
      description={days.length === 0 ? 'No bus leaves this terminal on the saved days.' : undefined}
      data={[{ value: '', label: 'Choose the bus' }, ...data]}
      value={tripId === undefined ? '' : String(tripId)}
      onChange={(event) => onTrip(event.currentTarget.value ? Number(event.currentTarget.value) : undefined)}
    />
  );
}
