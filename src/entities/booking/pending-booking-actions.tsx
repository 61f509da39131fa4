import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { errorMessage, isNoConnection, OFFLINE_MESSAGE } from '@/api/api-error';
import { formatClockTime } from '@/lib/clock-time';
import { useNow } from '@/lib/use-now';
import { payBookingHref } from './pay-booking-href';
import { minutesLeftText } from './pending-hold';
import { needsContact, releasePendingBooking } from './release-pending-booking';

/** How often the time left is redrawn. */
const TICK_MS = 15_000;
const ASK_CONTACT = 'Enter the phone number or e-mail address this booking was made with.';

type Props = {
  reference: string;
  holdExpiresAt: string;
  paymentUnderWay?: boolean;
  /** The booking's phone or e-mail when this device knows it. */
  contact?: string;
  /** A signed-in customer's own booking: the server releases it without a contact. */
  owned?: boolean;
  /** After the seats were released, with the server's sentence. */
  onReleased?: (message: string) => void;
};

/**
 * A pending booking while its seats are held: until when, Pay now (/pay-booking) and Release seats
 * (POST /Booking/release), which asks for the booking's phone or e-mail only when the device does
 * not know it. A booking whose payment started can be released too: the server asks the provider
 * first (money that arrived confirms it instead, and a payment landing later is refunded). Nothing
 * once the hold has lapsed: the booking then reads Expired.
 */
export function PendingBookingActions({ reference, holdExpiresAt, paymentUnderWay = false, contact, owned = false, onReleased }: Props) {
  const now = useNow(TICK_MS);
  const [confirming, setConfirming] = useState(false);
  // Until the screen reads the booking again, say it is done instead of offering it twice.
  const [released, setReleased] = useState<string | null>(null);
  const msLeft = Date.parse(holdExpiresAt) - now.getTime();
  if (released) return <Text size="sm" role="status">{released}</Text>;
  if (!(msLeft > 0)) return null;
  return (
    <Stack gap="xs" role="group" aria-label={`Awaiting payment: ${reference}`}>
      <Text size="sm">
        Awaiting payment. Seats held until {formatClockTime(holdExpiresAt)} ({minutesLeftText(msLeft)}).
      </Text>
      {paymentUnderWay ? (
        <Text size="sm" c="dimmed">A payment has started. Finish it with Pay now, or release the seats: if money still reaches us for this booking, it is refunded.</Text>
      ) : null}
      <Group gap="sm">
        <Button component="a" href={payBookingHref(reference)} size="sm">Pay now</Button>
        {confirming ? null : (
          <Button variant="default" size="sm" onClick={() => setConfirming(true)}>Release seats</Button>
        )}
      </Group>
      {confirming ? (
        <ReleaseConfirm
          reference={reference}
          contact={contact}
          owned={owned}
          onCancel={() => setConfirming(false)}
          onReleased={(message) => {
            setReleased(message);
            onReleased?.(message);
          }}
        />
      ) : null}
    </Stack>
  );
}

type ConfirmProps = { reference: string; contact: string | undefined; owned: boolean; onCancel: () => void; onReleased?: (message: string) => void };

function ReleaseConfirm({ reference, contact, owned, onCancel, onReleased }: ConfirmProps) {
  const [asking, setAsking] = useState(!contact && !owned);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const release = useMutation({
    mutationFn: (given: string | undefined) => releasePendingBooking(reference, given),
    networkMode: 'always',
    onSuccess: ({ message }) => onReleased?.(message),
    onError: (error) => {
      if (isNoConnection(error)) return setProblem(OFFLINE_MESSAGE);
      if (needsContact(error)) {
        // A typed contact that is not the booking's gets the server's sentence; otherwise ask for one.
        setProblem(asking ? errorMessage(error) : ASK_CONTACT);
        return setAsking(true);
      }
      setProblem(errorMessage(error));
    },
  });
  const confirm = () => {
    setProblem(null);
    if (asking && !typed.trim()) return setProblem(ASK_CONTACT);
    release.mutate(asking ? typed.trim() : contact);
  };
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Text size="sm">Release the seats of booking {reference}? The booking is cancelled and its seats go back on sale.</Text>
        {asking ? (
          <TextInput
            label="Phone number or e-mail used for this booking"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
          />
        ) : null}
        {problem ? <Alert color="red" role="alert" p="xs">{problem}</Alert> : null}
        <Group gap="sm">
          <Button color="red" size="sm" loading={release.isPending} onClick={confirm}>Yes, release seats</Button>
          <Button variant="default" size="sm" onClick={onCancel} disabled={release.isPending}>Keep booking</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
