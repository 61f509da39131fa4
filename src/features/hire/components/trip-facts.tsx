import { formatTripDate } from '@contract/dates';
import { DetailList, type Detail } from '@/ui/detail-list';
import { formatKm } from '../summary';

type Trip = { from: string; to: string; date: string; returnDate?: string | null; night: boolean; km?: number | null };

/** The trip as every hire screen shows it: from, to, the date(s), the night on a round trip, the distance. */
export function TripFacts({ trip, label = 'Trip' }: { trip: Trip; label?: string }) {
  const items: Detail[] = [
    { label: 'Trip', value: trip.returnDate ? 'Round Trip' : 'One Way' },
    { label: 'From', value: trip.from },
    { label: 'To', value: trip.to },
    { label: 'Pick-up date', value: formatTripDate(trip.date) },
    ...(trip.returnDate ? [{ label: 'Return date', value: formatTripDate(trip.returnDate) }, { label: 'Retain bus for the night', value: trip.night ? 'Yes' : 'No' }] : []),
    ...(trip.km !== undefined && trip.km !== null ? [{ label: 'Distance', value: formatKm(trip.km) }] : []),
  ];
  return <DetailList items={items} label={label} />;
}
