import { Stack, type MantineSpacing } from '@mantine/core';
import type { BookingSeatRow } from '@contract/tickets';
import type { CheckInSlot, CheckInSlotProps } from '@/entities/booking/check-in-slot';

type Props = Pick<CheckInSlotProps, 'reference' | 'label' | 'onViewTicket' | 'onCheckedIn'> & {
  CheckIn: CheckInSlot;
  /** The seat row that says which leg and in what state. */
  seat: BookingSeatRow;
  mt?: MantineSpacing;
};

/** The route's check-in action for one seat row, its messages stacked under its button. */
export function SeatCheckIn({ CheckIn, seat, mt, ...action }: Props) {
  return (
    <Stack mt={mt} gap={4}>
      <CheckIn terminalId={seat.departureTerminalId} bookingStatus={seat.bookingStatus} isPrinted={seat.isPrinted} {...action} />
    </Stack>
  );
}
