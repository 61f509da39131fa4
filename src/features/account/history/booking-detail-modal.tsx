import '@/ui/overlay-styles';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { BookingHistoryRow } from '@contract/history';
import { DetailList } from '@/ui/detail-list';
import { bookingDetails } from './history-view';

/** The detail view of one booking; the ticket, QR code and check-in live at /bookingStatus. */
export function BookingDetailModal({ row, onClose }: { row: BookingHistoryRow | undefined; onClose: () => void }) {
  return (
    <Modal opened={row !== undefined} onClose={onClose} title="Booking Details" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {row ? (
        <Stack gap="md">
          <DetailList items={bookingDetails(row)} label={`Booking ${row.bookingReferenceCode}`} />
          <Group gap="sm">
            <Button renderRoot={(props) => <Link {...props} to="/bookingStatus" search={{ ref: row.bookingReferenceCode }} />}>View ticket</Button>
            {row.bookingStatus === 1 ? (
              <Button variant="light" renderRoot={(props) => <Link {...props} to="/reschedule" search={{ ref: row.bookingReferenceCode }} />}>Reschedule</Button>
            ) : null}
            <Button variant="default" onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
