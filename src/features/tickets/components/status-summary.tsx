import { Button, Group, Paper, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { BookingStatus } from '@contract/tickets';
import { formatNaira } from '@/lib/naira';
import { SEAT_STATUS } from '@/entities/booking/seat-actions';
import { formatTripDate } from '@contract/dates';
import type { VaultEntry } from '@/offline/ticket-vault';
import { DetailList } from '@/ui/detail-list';
import type { CheckInSlot } from '@/entities/booking/check-in-slot';
import { formatDateTime } from '@/lib/clock-time';
import { openTrackingLink, TrackBusLink } from '@/entities/ticket/track-bus-link';
import { bookingCode, nextCheckInRow } from '../ticket-legs';
import { useNow } from '@/lib/use-now';
import { useSession } from '@/api/session';
import { PendingBookingActions } from '@/entities/booking/pending-booking-actions';
import { liveHold } from '@/entities/booking/pending-hold';
import { knownContact } from '../known-contact';
import { SavedStamp } from './saved-stamp';
import { SeatCheckIn } from './seat-check-in';
import { StatusBadge } from './status-badge';

type Props = {
  status: BookingStatus;
  saved: VaultEntry | undefined;
  CheckIn: CheckInSlot;
  onShowTicket: () => void;
  onCheckedIn: () => void;
  /** After a pending booking's seats were released here: read it again. */
  onReleased: () => void;
};

/** Spec 1 §2: reference, created date, departure date, the total of all amounts, and self check-in; Track bus while a trip is on the road. */
export function StatusSummary({ status, saved, CheckIn, onShowTicket, onCheckedIn, onReleased }: Props) {
  const code = bookingCode(status);
  const now = useNow();
  const next = nextCheckInRow(status, now);
  const hold = liveHold(code, status.Object, now);
  const signedIn = useSession() !== null;
  return (
    <Paper withBorder p="md" component="section" aria-label="Booking summary">
      <Stack gap="sm">
        <DetailList
          items={[
            { label: 'Booking Reference', value: status.Object.refCode },
            { label: 'Status', value: <StatusBadge code={code} /> },
            { label: 'Created Date', value: formatDateTime(status.Object.createdDate) },
            { label: 'Departure Date', value: formatTripDate(status.Object.departureDate) },
            { label: 'Total Amount', value: formatNaira(status.Object.totalAmount) },
          ]}
        />
        {saved ? <SavedStamp entry={saved} /> : null}
        {hold ? (
          <PendingBookingActions
            reference={status.Object.refCode}
            holdExpiresAt={hold.holdExpiresAt}
            paymentUnderWay={hold.paymentUnderWay}
            contact={knownContact(status)}
            owned={signedIn}
            onReleased={onReleased}
          />
        ) : null}
        <Group gap="sm" align="flex-start">
          {code === SEAT_STATUS.confirmed ? <Button onClick={onShowTicket}>Show Ticket</Button> : null}
          <TrackBusLink link={openTrackingLink(status.userData, now)} />
          {code === SEAT_STATUS.confirmed ? (
            <Button variant="default" renderRoot={(props) => <Link {...props} to="/reschedule" search={{ ref: status.Object.refCode }} />}>Reschedule</Button>
          ) : null}
          {next ? (
            <SeatCheckIn CheckIn={CheckIn} seat={next} reference={status.Object.refCode} label="Self Check-In" onViewTicket={onShowTicket} onCheckedIn={onCheckedIn} />
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
