import '@/ui/overlay-styles';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { BookingHistoryRow } from '@contract/history';
import { PendingBookingActions } from '@/entities/booking/pending-booking-actions';
import { effectiveCode, liveHold } from '@/entities/booking/pending-hold';
import { useNow } from '@/lib/use-now';
import { DetailList } from '@/ui/detail-list';
import { bookingDetails } from './history-view';

/** The detail view of one booking; the ticket, QR code and check-in live at /bookingStatus. */
export function BookingDetailModal({ row, onClose, onReleased }: { row: BookingHistoryRow | undefined; onClose: () => void; onReleased: () => void }) {
  const now = useNow();
  const shown = row && { ...row, bookingStatus: effectiveCode(row.bookingStatus, row, now) };
  const hold = shown && liveHold(shown.bookingStatus, shown, now);
  return (
    <Modal opened={row !== undefined} onClose={onClose} title="Booking Details" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {shown ? (
        <Stack gap="md">
          <DetailList items={bookingDetails(shown)} label={`Booking ${shown.bookingReferenceCode}`} />
          {hold ? (
            <PendingBookingActions reference={shown.bookingReferenceCode} holdExpiresAt={hold.holdExpiresAt} paymentUnderWay={hold.paymentUnderWay} owned onReleased={onReleased} />
          ) : null}
          <Group gap="sm">
            <Button renderRoot={(props) => <Link {...props} to="/bookingStatus" search={{ ref: shown.bookingReferenceCode }} />}>View ticket</Button>
            {shown.bookingStatus === 1 ? (
              <Button variant="light" renderRoot={(props) => <Link {...props} to="/reschedule" search={{ ref: shown.bookingReferenceCode }} />}>Reschedule</Button>
            ) : null}
            <Button variant="default" onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
