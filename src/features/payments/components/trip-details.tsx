import { Title } from '@mantine/core';
import { formatTripDate } from '@contract/dates';
import type { PendingPayment } from '@/entities/payment/pending-payment';
import { DetailList } from '@/ui/detail-list';

/** The trip being paid for, as checkout handed it over (the bank-transfer pages, spec 1 §2 '/aza-pay': trip details). */
export function TripDetails({ payment }: { payment: PendingPayment }) {
  const names = [payment.mainName, ...payment.otherNames.map((o) => o.fullName)];
  return (
    <section aria-label="Trip details">
      <Title order={2} size="h3" mb="xs">Trip details</Title>
      <DetailList
        items={[
          { label: 'Booking Reference', value: payment.refCode },
          { label: 'From', value: payment.departureTerminalName },
          { label: 'To', value: payment.destinationTerminalName },
          { label: 'Date', value: formatTripDate(payment.departureDate) },
          { label: 'Time', value: payment.departureTime },
          { label: 'Seat Number(s)', value: payment.seats.join(', ') },
          ...(payment.returnSeats.length > 0 ? [{ label: 'Returned Seat Number(s)', value: payment.returnSeats.join(', ') }] : []),
          { label: 'Passenger(s)', value: names.join(', ') },
        ]}
      />
    </section>
  );
}
