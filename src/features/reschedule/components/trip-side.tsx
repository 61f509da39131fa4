import { formatTripDate } from '@contract/dates';
import type { RescheduleLegView, RescheduleTripSide } from '@contract/reschedule';
import { DetailList, type Detail } from '@/ui/detail-list';

type Side = Pick<RescheduleTripSide, 'departureTerminal' | 'destinationTerminal' | 'departureDate' | 'departureTime' | 'vehicleName'>;

/** One trip as the reschedule shows it: where, when, which bus and seats (and who, for the booking's own). */
type Props = {
  label: string;
  side: Side;
  seats: readonly number[];
  passengers?: RescheduleLegView['passengers'];
  /** More rows after the trip's (the reschedule's reference and fee). */
  extra?: Detail[];
};

export function TripSide({ label, side, seats, passengers, extra = [] }: Props) {
  return (
    <DetailList
      label={label}
      items={[
        { label: 'Route', value: `${side.departureTerminal} → ${side.destinationTerminal}` },
        { label: 'Date', value: formatTripDate(side.departureDate) },
        { label: 'Time', value: side.departureTime },
        { label: 'Bus', value: side.vehicleName },
        { label: seats.length === 1 ? 'Seat' : 'Seats', value: seats.join(', ') },
        ...(passengers ? [{ label: passengers.length === 1 ? 'Passenger' : 'Passengers', value: passengers.map((p) => p.fullName).join(', ') }] : []),
        ...extra,
      ]}
    />
  );
}
