import { Button, Modal, Stack } from '@mantine/core';
import { formatNaira } from '@/lib/naira';
import { splitRouteName } from '@/lib/route-name';
import { formatTripDate } from '@/lib/trip-date';
import { DetailList, type Detail } from '@/ui/detail-list';
import type { CompleteDraft } from '../booking-request';
import { estimateTotal } from '../totals';

type Props = { draft: CompleteDraft; opened: boolean; onClose: () => void; onPay: () => void };

/** 'Trip Summary' (spec 1 §2): the choices and the estimated total before paying. */
export function TripSummaryModal({ draft, opened, onClose, onPay }: Props) {
  const { outbound } = draft;
  const ret = draft.return;
  const { departure, arrival } = splitRouteName(outbound.trip.routeName);
  const estimate = estimateTotal(draft);
  const items: Detail[] = [
    { label: 'From', value: departure },
    { label: 'To', value: arrival },
    { label: 'Date', value: formatTripDate(outbound.trip.departureDate) },
    { label: 'Time', value: outbound.trip.departureTime },
    ...(ret
      ? [
          { label: 'Return Date', value: formatTripDate(ret.trip.departureDate) },
          { label: 'Return Time', value: ret.trip.departureTime },
        ]
      : []),
    { label: 'Adult(s)', value: estimate.adults },
    { label: 'Seat Number(s)', value: outbound.seats.join(', ') },
    ...(ret ? [{ label: 'Returned Seat Number(s)', value: ret.seats.join(', ') }] : []),
    { label: 'Price', value: ret ? `${formatNaira(estimate.outboundFare)} + ${formatNaira(estimate.returnFare)} return` : formatNaira(estimate.outboundFare) },
    { label: 'Discount', value: formatNaira(estimate.discount) },
    { label: 'Total Amount', value: formatNaira(estimate.total) },
  ];
  return (
    <Modal opened={opened} onClose={onClose} title="Trip Summary" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="lg">
        <DetailList items={items} label="Trip summary" />
        <Button onClick={onPay} fullWidth>Pay</Button>
      </Stack>
    </Modal>
  );
}
