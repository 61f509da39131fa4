import { Badge, Button, Card, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { BookingHistoryRow } from '@contract/history';
import { errorMessage, isNoConnection } from '@/api/api-error';
import { useSession } from '@/api/session';
import { formatDateTime } from '@/lib/clock-time';
import { formatNaira } from '@/lib/naira';
import { FailureAlert } from '@/ui/failure-alert';
import { NoConnection } from '@/ui/no-connection';
import { PendingBookingActions } from '@/entities/booking/pending-booking-actions';
import { effectiveCode, liveHold } from '@/entities/booking/pending-hold';
import { useNow } from '@/lib/use-now';
import { bookingHistoryQueryOptions, historyKeys } from './api/get-booking-history';
import { BookingDetailModal } from './booking-detail-modal';
import { historyStatusColor, historyStatusLabel } from './history-status';
import { departureLine, tripTitle } from './history-view';

type Props = {
  /** The booking whose detail view is open (?ref=). */
  selected: string | undefined;
  onSelect: (reference: string | undefined) => void;
};

/** /bookinghistory (spec 1 §2): the customer's bookings, newest first; one opens its detail view. */
export function HistoryPage({ selected, onSelect }: Props) {
  const session = useSession();
  const history = useQuery({ ...bookingHistoryQueryOptions(session?.user.email ?? ''), enabled: session !== null });
  const rows = history.data;
  const open = rows?.find((r) => r.bookingReferenceCode === selected);
  const offline = isNoConnection(history.error);
  const queryClient = useQueryClient();
  // Released seats: the list reads the booking as the server now has it (Cancelled).
  const refreshHistory = () => void queryClient.invalidateQueries({ queryKey: historyKeys.all() });

  return (
    <Stack gap="lg">
      <Title order={1}>Booking History</Title>
      {history.isPending && session ? <Loader size="sm" role="status" aria-label="Loading your bookings" /> : null}
      {offline && !rows ? (
        <NoConnection onRetry={() => void history.refetch()} retrying={history.isFetching}>
          Your booking history needs a connection the first time. Check your connection and try again.
        </NoConnection>
      ) : null}
      {history.isError && !rows && !offline ? (
        <FailureAlert title="Could not load your bookings" action="Try again" onAction={() => void history.refetch()}>
          {errorMessage(history.error)}
        </FailureAlert>
      ) : null}
      {rows && history.isError ? (
        <Text size="sm" c="dimmed" role="status">
          {offline ? 'No connection.' : errorMessage(history.error)} Showing your bookings as of {formatDateTime(history.dataUpdatedAt)}.
        </Text>
      ) : null}
      {rows?.length === 0 ? (
        <Stack gap="sm" align="flex-start">
          <Text size="lg">You are yet to make a booking</Text>
          <Button component={Link} to="/dashboard">Book a seat</Button>
        </Stack>
      ) : null}
      {rows && rows.length > 0 ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your bookings">
          {rows.map((row) => (
            <li key={row.bookingReferenceCode}>
              <BookingCard row={row} onOpen={() => onSelect(row.bookingReferenceCode)} onReleased={refreshHistory} />
            </li>
          ))}
        </Stack>
      ) : null}
      <BookingDetailModal row={open} onClose={() => onSelect(undefined)} onReleased={refreshHistory} />
    </Stack>
  );
}

function BookingCard({ row, onOpen, onReleased }: { row: BookingHistoryRow; onOpen: () => void; onReleased: () => void }) {
  const seats = row.noOfTicket === 1 ? '1 seat' : `${row.noOfTicket} seats`;
  const now = useNow();
  const code = effectiveCode(row.bookingStatus, row, now);
  const hold = liveHold(code, row, now);
  return (
    <Card withBorder padding={0}>
      <UnstyledButton onClick={onOpen} p="md" w="100%" aria-haspopup="dialog">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700}>{tripTitle(row)}</Text>
            <Text size="sm">{departureLine(row.departureDate, row.departureTime)}{row.hasReturn ? ' · Round trip' : ''}</Text>
            <Text size="sm" c="dimmed">
              {row.bookingReferenceCode} · {seats} · {formatNaira(row.totalAmount)}
            </Text>
          </Stack>
          <Badge color={historyStatusColor(code)} variant="light" tt="none" style={{ flexShrink: 0 }}>
            {historyStatusLabel(code)}
          </Badge>
        </Group>
      </UnstyledButton>
      {hold ? (
        <Card.Section withBorder inheritPadding py="sm" px="md">
          <PendingBookingActions reference={row.bookingReferenceCode} holdExpiresAt={hold.holdExpiresAt} paymentUnderWay={hold.paymentUnderWay} owned onReleased={onReleased} />
        </Card.Section>
      ) : null}
    </Card>
  );
}
