import '@/ui/overlay-styles';
import { Button, Modal, Stack } from '@mantine/core';
import { SIGNED_IN_DISCOUNT_PERCENT } from '@contract/limits';
import { formatNaira } from '@/lib/naira';
import { formatTripDate } from '@contract/dates';
import { DetailList, type Detail } from '@/ui/detail-list';
import type { CompleteDraft } from '../booking-request';
import type { TripEstimate } from '../totals';

type Props = { draft: CompleteDraft; figures: TripEstimate; opened: boolean; onClose: () => void; onPay: () => void };

/** An amount never breaks across lines ('₦10,' / '000'). */
const amount = (kobo: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatNaira(kobo)}</span>;

/**
 * 'Trip Summary' (spec 1 §2): the choices and the total before paying. `figures` is the estimate
 * until the booking exists, then the server's. Each leg's fare has a row of its own, so a round
 * trip reads on a phone without one amount wrapping into the next.
 */
export function TripSummaryModal({ draft, figures, opened, onClose, onPay }: Props) {
  const { outbound } = draft;
  const ret = draft.return;
  const items: Detail[] = [
    { label: 'From', value: outbound.trip.departureTerminalName },
    { label: 'To', value: outbound.trip.destinationTerminalName },
    { label: 'Date', value: formatTripDate(outbound.trip.departureDate) },
    { label: 'Time', value: outbound.trip.departureTime },
    ...(ret
      ? [
          { label: 'Return Date', value: formatTripDate(ret.trip.departureDate) },
          { label: 'Return Time', value: ret.trip.departureTime },
        ]
      : []),
    { label: 'Adult(s)', value: figures.adults },
    { label: 'Seat Number(s)', value: outbound.seats.join(', ') },
    ...(ret ? [{ label: 'Returned Seat Number(s)', value: ret.seats.join(', ') }] : []),
    { label: 'Price', value: amount(figures.outboundFare) },
    ...(ret ? [{ label: 'Return Price', value: amount(figures.returnFare) }] : []),
    // Spec 1 §1: signed-in travellers get the discount; the spec's 'Discount (always 0)' is a guest's.
    { label: 'Discount', value: figures.discount > 0 ? <>{amount(figures.discount)} ({SIGNED_IN_DISCOUNT_PERCENT}%)</> : amount(0) },
    { label: 'Total Amount', value: amount(figures.total) },
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
