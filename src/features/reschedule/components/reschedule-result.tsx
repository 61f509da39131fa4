import { useEffect, useState } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { RESCHEDULE_MESSAGES, RESCHEDULE_RULES, type RescheduleSummary } from '@contract/reschedule';
import { errorMessage, isNoConnection } from '@/api/api-error';
import { saveRescheduledTicket } from '@/entities/booking/booking-lookup';
import { formatNaira } from '@/lib/naira';
import { useCountdown } from '@/lib/use-countdown';
import { ConfirmingPayment } from '@/ui/confirming-payment';
import { NoConnection } from '@/ui/no-connection';
import { ReferenceTransferWait } from '@/ui/reference-transfer-wait';
import { rescheduleStatusQueryOptions } from '../api/get-reschedule';
import { closedMessage, pollInterval, viewOf } from '../outcome';
import { TripSide } from './trip-side';

type Props = {
  reference: string;
  /** The request's own answer (done, or a transfer to make); absent when the card checkout sent the traveller back. */
  initial?: RescheduleSummary;
  /** The booking's phone as the traveller gave it, so the ticket saved on this phone keeps it. */
  phone: string | undefined;
  online: boolean;
  /** Start again with this booking's reference filled in. */
  onStartAgain: (bookingRef?: string) => void;
};

/**
 * A reschedule after Reschedule Now, or back from the card checkout (?reference=RSC-…): asked of
 * the server (which asks the provider), polled while a transfer or a late webhook is on its way,
 * then done (the new ticket saved on this phone, replacing the old one), or closed with the
 * booking unchanged and why.
 */
export function RescheduleResult({ reference, initial, phone, online, onStartAgain }: Props) {
  const [openedAt] = useState(() => Date.now());
  const status = useQuery({
    ...rescheduleStatusQueryOptions(reference),
    // The request's own answer is fresh: shown at once, asked again only by the polling.
    initialData: initial,
    initialDataUpdatedAt: openedAt,
    staleTime: initial ? 5_000 : 0,
    refetchInterval: (query) => pollInterval(query.state.data, openedAt, Date.now(), online),
  });
  const { refetch } = status;
  const summary = status.data;

  if (!summary) {
    if (status.isError) {
      return isNoConnection(status.error) ? (
        <NoConnection onRetry={() => void status.refetch()} retrying={status.isFetching}>
          We could not reach Freely to confirm your reschedule {reference}. Check your connection and try again.
        </NoConnection>
      ) : (
        <Stack gap="sm" align="flex-start">
          <Alert color="red" role="alert">{errorMessage(status.error)}</Alert>
          <Button onClick={() => onStartAgain()}>Reschedule a booking</Button>
        </Stack>
      );
    }
    return <ConfirmingPayment />;
  }
  switch (viewOf(summary)) {
    case 'done':
      return <Done summary={summary} phone={phone} />;
    case 'pay-transfer':
      return <Transfer summary={summary} online={online} checking={status.isFetching} onCheck={refetch} />;
    case 'pay-card':
      return (
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3">Payment not completed yet</Title>
          <Text>We have not received the {formatNaira(summary.fee)} fee for reschedule {summary.reference}. Your booking is unchanged until it arrives.</Text>
          <Group gap="sm">
            <Button variant="default" onClick={() => void status.refetch()} loading={status.isFetching} disabled={!online}>Check again</Button>
            {summary.checkoutUrl ? <Button component="a" href={summary.checkoutUrl}>Continue to payment</Button> : null}
          </Group>
        </Stack>
      );
    default:
      return (
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3">Your booking was not rescheduled</Title>
          <Alert color="red" role="alert">{closedMessage(summary)}</Alert>
          <Text>Booking {summary.bookingReference} keeps its trip: {summary.from.departureTerminal} → {summary.from.destinationTerminal}, seat {summary.from.seats.join(', ')}.</Text>
          <Button onClick={() => onStartAgain(summary.bookingReference)}>Try again</Button>
        </Stack>
      );
  }
}

/** The new trip; the booking's ticket on this phone is replaced by the new one (the vault keys it by the booking's reference). */
function Done({ summary, phone }: { summary: RescheduleSummary; phone: string | undefined }) {
  const [saved, setSaved] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void saveRescheduledTicket(summary.bookingReference, phone || undefined).then((ok) => live && setSaved(ok));
    return () => {
      live = false;
    };
  }, [summary.bookingReference, phone]);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">Your trip is rescheduled</Title>
      <Text>
        Booking <Text span fw={700}>{summary.bookingReference}</Text> keeps its reference. Your old seats are released; we have sent the new trip to your e-mail and phone.
      </Text>
      <TripSide
        label="Your new trip"
        side={summary.to}
        seats={summary.to.seats}
        extra={[
          { label: 'Fee', value: summary.fee > 0 ? `${formatNaira(summary.fee)} paid` : 'Free' },
          { label: 'Reschedule ref.', value: summary.reference },
        ]}
      />
      <Text size="sm" role="status" c={saved === false ? 'red.9' : 'dimmed'}>
        {saved === undefined ? 'Saving the new ticket on this phone…' : saved ? 'The new ticket is saved on this phone: it opens in My tickets with no signal.' : 'The new ticket could not be saved on this phone. Open it in Booking Status while you are online.'}
      </Text>
      <Group gap="sm">
        <Button renderRoot={(props) => <Link {...props} to="/bookingStatus" search={{ ref: summary.bookingReference }} />}>View ticket</Button>
        <Button variant="default" renderRoot={(props) => <Link {...props} to="/my-tickets" />}>My tickets</Button>
      </Group>
    </Stack>
  );
}

type TransferProps = { summary: RescheduleSummary; online: boolean; checking: boolean; onCheck: () => unknown };

/** The fee by bank transfer to the account named by its reference code (src/ui/reference-transfer-wait.tsx); polled until it arrives or lapses. */
function Transfer({ summary, online, checking, onCheck }: TransferProps) {
  const remaining = useCountdown(summary.expiresAt ?? undefined);
  useEffect(() => {
    // The hold is over: the server says 'expired' (or, if the transfer just arrived, done).
    if (remaining === 0) void onCheck();
  }, [remaining, onCheck]);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">Transaction Pending</Title>
      <ReferenceTransferWait
        verb="Transfer"
        amount={summary.fee}
        reference={summary.reference}
        account={summary.account}
        afterIntro="Your new seats are held meanwhile; your booking moves once the transfer arrives."
        remaining={remaining}
        fullTimeMs={RESCHEDULE_RULES.holdMinutes * 60_000}
        online={online}
        offlineText={RESCHEDULE_MESSAGES.offline}
        check={{ run: () => void onCheck(), checking }}
      >
        <TripSide label="Your new trip" side={summary.to} seats={summary.to.seats} />
      </ReferenceTransferWait>
    </Stack>
  );
}
