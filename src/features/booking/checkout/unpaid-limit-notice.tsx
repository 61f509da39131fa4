import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import type { UnpaidLimits } from '@contract/booking';
import type { BookingHistoryRow } from '@contract/history';
import { formatTripDate } from '@contract/dates';
import { lookUpBooking } from '@/entities/booking/booking-lookup';
import { mayStillHold, useBookingsMadeHere, type BookingMadeHere } from '@/entities/booking/bookings-made-here';
import { PendingBookingActions } from '@/entities/booking/pending-booking-actions';
import { liveHold } from '@/entities/booking/pending-hold';
import { formatNaira } from '@/lib/naira';
import { useNow } from '@/lib/use-now';

/** One unpaid booking the notice can name, with what releasing it needs. */
type Named = { reference: string; departureTerminalName: string; destinationTerminalName: string; departureDate: string; departureTime: string; amount: number; holdExpiresAt: string; paymentUnderWay: boolean; contact?: string; owned: boolean };

type Props = {
  answer: UnpaidLimits;
  /** The e-mail and phone the booking would carry, when typed: only bookings made with them are named. */
  contact?: { email: string; phoneNumber: string };
  /** A booking was paid or released here, or the traveller asks again. */
  onRecheck: () => void;
  recheckBusy: boolean;
  /** Before the contact step, a signed-in traveller may book for someone else (the limit counts the booking's own contact). */
  onBookForSomeoneElse?: () => void;
};

const fromRow = (row: BookingHistoryRow): Named => ({
  reference: row.bookingReferenceCode,
  departureTerminalName: row.departureTerminalName,
  destinationTerminalName: row.destinationTerminalName,
  departureDate: row.departureDate,
  departureTime: row.departureTime,
  amount: row.totalAmount,
  holdExpiresAt: row.holdExpiresAt ?? '',
  paymentUnderWay: row.paymentUnderWay ?? false,
  owned: true,
});

/** A booking made here counts against this limit: any, against the connection's; against a contact's, one made with that e-mail or phone. */
const counts = (booking: BookingMadeHere, answer: UnpaidLimits, contact: Props['contact']) =>
  answer.limit !== 'contact' || !contact || booking.email.toLowerCase() === contact.email.trim().toLowerCase() || booking.phone === contact.phoneNumber.trim();

/**
 * The unpaid-booking limit, told where the traveller meets it: the server's sentence, then the
 * unpaid bookings the app can name (the signed-in account's, and those made on this device, each
 * read again so a paid one is not offered), each with Pay now and Release seats.
 */
export function UnpaidLimitNotice({ answer, contact, onRecheck, recheckBusy, onBookForSomeoneElse }: Props) {
  const now = useNow(15_000);
  const madeHere = useBookingsMadeHere().filter((b) => mayStillHold(b, now) && counts(b, answer, contact) && !answer.pending.some((row) => row.bookingReferenceCode === b.reference));
  const looked = useQueries({
    queries: madeHere.map((b) => ({
      queryKey: ['booking', 'made-here', b.reference] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => lookUpBooking(b.reference, signal, b.phone || b.email),
      staleTime: 0,
      retry: false,
    })),
  });
  const named: Named[] = [
    ...answer.pending.map(fromRow),
    ...looked.flatMap((query, i): Named[] => {
      const status = query.data?.status;
      const first = status?.userData[0];
      const hold = status && first ? liveHold(first.bookingStatus, status.Object, now) : undefined;
      const made = madeHere[i]!;
      if (!status || !first || !hold) return [];
      return [{ reference: made.reference, departureTerminalName: first.departureTerminalName, destinationTerminalName: first.destinationTerminalName, departureDate: first.departureDate, departureTime: first.departureTime, amount: status.Object.totalAmount, ...hold, contact: made.phone || made.email, owned: false }];
    }),
  ].filter((b) => Date.parse(b.holdExpiresAt) > now.getTime());

  return (
    <Alert color="amber" role="alert" title="Pay for or release an unpaid booking to go on">
      <Stack gap="sm">
        <Text size="sm">{answer.message}</Text>
        {named.length > 0 ? (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your unpaid bookings">
            {named.map((booking) => (
              <Card component="li" key={booking.reference} withBorder padding="sm">
                <Stack gap={4}>
                  <Text fw={700}>{booking.reference}</Text>
                  <Text size="sm">{tripLine(booking)}</Text>
                  <Text size="sm" c="dimmed">{formatNaira(booking.amount)}</Text>
                  <PendingBookingActions
                    reference={booking.reference}
                    holdExpiresAt={booking.holdExpiresAt}
                    paymentUnderWay={booking.paymentUnderWay}
                    contact={booking.contact}
                    owned={booking.owned}
                    onReleased={onRecheck}
                  />
                </Stack>
              </Card>
            ))}
          </Stack>
        ) : (
          <Text size="sm">
            Unpaid bookings made on another phone can be paid or released from My tickets on that phone, or from Booking history when you sign in.
          </Text>
        )}
        <Group gap="sm">
          <Button variant="default" size="sm" onClick={onRecheck} loading={recheckBusy}>Check again</Button>
          {onBookForSomeoneElse ? <Button variant="subtle" size="sm" onClick={onBookForSomeoneElse}>Book for someone else</Button> : null}
        </Group>
      </Stack>
    </Alert>
  );
}

function tripLine(booking: Named): string {
  const { departureTerminalName: departure, destinationTerminalName: arrival } = booking;
  const route = arrival ? `${departure} → ${arrival}` : departure;
  return [route, formatTripDate(booking.departureDate), booking.departureTime].filter(Boolean).join(' · ');
}
