import { SimpleGrid } from '@mantine/core';
import type { BusTrip } from '@contract/booking';
import { BusCard } from './bus-card';

type Props = { label: string; trips: BusTrip[]; adults: number; onViewSeats: (trip: BusTrip) => void };

export function TripList({ label, trips, adults, onViewSeats }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {trips.map((trip) => (
        <li key={trip.vehicleTripRegistrationId}>
          <BusCard trip={trip} adults={adults} onViewSeats={() => onViewSeats(trip)} />
        </li>
      ))}
    </SimpleGrid>
  );
}
