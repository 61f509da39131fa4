import { Card, Group, Stack, Text } from '@mantine/core';
import type { BookingStatus } from '@contract/tickets';
import { useSession } from '@/api/session';
import { lookUpBooking } from '@/entities/booking/booking-lookup';
import { PendingBookingActions } from '@/entities/booking/pending-booking-actions';
import { liveHold, statusAt } from '@/entities/booking/pending-hold';
import { Link } from '@tanstack/react-router';
import { SEAT_STATUS } from '@/entities/booking/seat-actions';
import { formatTripDate } from '@contract/dates';
import { nextDepartureMs, type VaultEntry } from '@/offline/ticket-vault';
import { openTrackingLink, TrackBusLink } from '@/entities/ticket/track-bus-link';
import { savedStamp } from '../ticket-dates';
import { knownContact } from '../known-contact';
import { bookingCode, routeLabel } from '../ticket-legs';
import { useNow } from '@/lib/use-now';
import classes from './saved-ticket-list.module.css';
import { StatusBadge } from './status-badge';

/** One line on what the booking's seats say about check-in. */
function checkInLine(status: BookingStatus) {
  const rows = status.userData;
  const printed = rows.filter((r) => r.isPrinted).length;
  const seats = `${rows.length} seat${rows.length === 1 ? '' : 's'}`;
  if (printed === 0) return `${seats} · Not checked in`;
  return `${seats} · ${printed === rows.length ? 'Checked in' : `${printed} checked in`}`;
}

/**
 * The tickets kept on this device (src/offline/ticket-vault.ts). A confirmed one opens straight
 * on its Bus Ticket, which is what a traveller at the terminal wants to show.
 */
export function SavedTicketList({ tickets, label = 'Saved tickets' }: { tickets: VaultEntry[]; label?: string }) {
  const now = useNow();
  const signedIn = useSession() !== null;
  return (
    <Stack gap="sm" component="ul" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {tickets.map((entry) => {
        const status = statusAt(entry.booking, now);
        const first = status.userData.find((r) => !r.isReturn) ?? status.userData[0];
        const code = bookingCode(status);
        const hold = liveHold(code, status.Object, now);
        const roundTrip = status.userData.some((r) => r.isReturn);
        const gone = nextDepartureMs(status, now) <= now.getTime();
        return (
          <li key={entry.reference}>
            <Link
              to="/bookingStatus"
              search={{ ref: entry.reference, ticket: code === SEAT_STATUS.confirmed ? true : undefined }}
              className={classes.link}
            >
              <Card withBorder padding="sm" className={classes.card}>
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={700}>{entry.reference}</Text>
                    {first ? (
                      <>
                        <Text size="sm">{routeLabel(first)}{roundTrip ? ' and back' : ''}</Text>
                        <Text size="sm" c="dimmed">
                          {formatTripDate(first.departureDate)} · {first.departureTime}{gone ? ' · Departed' : ''}
                        </Text>
                      </>
                    ) : null}
                    <Text size="sm" c="dimmed">{checkInLine(status)}</Text>
                    <Text size="xs" c="dimmed">{savedStamp(entry.updatedAt, now)}</Text>
                  </Stack>
                  <StatusBadge code={code} />
                </Group>
              </Card>
            </Link>
            {/* Beside the card, not in it: a link cannot hold another. */}
            <TrackBusLink link={openTrackingLink(status.userData, now)} />
            {hold ? (
              <Card withBorder padding="sm" mt={4}>
                <PendingBookingActions
                  reference={entry.reference}
                  holdExpiresAt={hold.holdExpiresAt}
                  paymentUnderWay={hold.paymentUnderWay}
                  contact={knownContact(status)}
                  owned={signedIn}
                  onReleased={() => void lookUpBooking(entry.reference).catch(() => undefined)}
                />
              </Card>
            ) : null}
          </li>
        );
      })}
    </Stack>
  );
}
