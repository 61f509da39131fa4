import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { CHECKIN_MESSAGES } from '@contract/tickets';
import { CHECKIN_CLOSES_MINUTES, CHECKIN_MAX_KM } from '@contract/limits';
import { ApiError } from '@/api/api-error';
import { lookUpBooking } from '@/entities/booking/booking-lookup';
import { useOnline } from '@/offline/network-status';
import { ReferenceInput } from '@/ui/reference-input';
import { CHECKIN_NEEDS_CONNECTION, checkInTarget } from '../check-in-gate';
import { PHASE_TEXT, useCheckIn, type CheckInTarget } from '../use-check-in';
import { CheckInResultModal } from './check-in-result-modal';

/** After 'Check-In Successful', the booking's status page follows by itself (spec 1 §4: about 1.5 s). */
const GO_TO_STATUS_MS = 1500;

/** The booking behind a reference, and which leg to check in; an unknown one is the spec's 'Invalid RefCode'. */
async function findTarget(reference: string): Promise<CheckInTarget> {
  try {
    const { status } = await lookUpBooking(reference);
    const row = checkInTarget(status, new Date());
    if (!row) throw new ApiError(CHECKIN_MESSAGES.invalidRef, { status: 404 });
    return { reference: status.Object.refCode, terminalId: row.departureTerminalId };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw new ApiError(CHECKIN_MESSAGES.invalidRef, { status: 404 });
    throw error;
  }
}

/** /selfcheckin (spec 1 §2): a reference, then location and check-in; success goes to /bookingStatus. */
export function SelfCheckInPage() {
  const online = useOnline();
  const navigate = useNavigate();
  const reasonId = useId();
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState<string | undefined>();
  const reference = value.trim().toUpperCase();
  const { phase, result, outcome, start, dismiss } = useCheckIn();
  const openingTicket = useRef(false);

  const goToStatus = (ref: string) => void navigate({ to: '/bookingStatus', search: { ref } });
  useEffect(() => {
    if (!submitted || !result?.ok) return;
    const timer = setTimeout(() => goToStatus(submitted), GO_TO_STATUS_MS);
    return () => clearTimeout(timer);
    // goToStatus only wraps navigate.
    // oxlint-disable-next-line react/exhaustive-deps
  }, [submitted, result]);

  const busy = phase !== 'idle';
  return (
    <Container size="xs" py="xl">
      <Stack gap="md">
        <Title order={1}>Check In</Title>
        <Text>
          Enter your booking reference. Check-in works within {CHECKIN_MAX_KM} km of your departure terminal and closes {CHECKIN_CLOSES_MINUTES} minutes
          before departure; your browser will ask for your location.
        </Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!reference || !online || busy) return;
            setSubmitted(reference);
            void start(() => findTarget(reference));
          }}
        >
          <Stack gap="sm">
            <ReferenceInput value={value} onChange={(event) => setValue(event.currentTarget.value)} />
            <Button type="submit" disabled={!reference || !online} loading={busy} aria-describedby={online ? undefined : reasonId} w="fit-content">
              Check In
            </Button>
            {!online ? <Text id={reasonId} size="sm" c="dimmed">{CHECKIN_NEEDS_CONNECTION}</Text> : null}
            {busy ? <Text size="sm" role="status">{PHASE_TEXT[phase]}</Text> : null}
          </Stack>
        </form>
        {outcome && !outcome.ok && submitted === reference && result === undefined ? (
          <Alert color="red" title="Check-In Failed" role="alert">
            We could not check in {submitted}. {outcome.message}
          </Alert>
        ) : null}
      </Stack>
      <CheckInResultModal
        result={result}
        onClose={() => {
          const done = result?.ok && !openingTicket.current ? submitted : undefined;
          dismiss();
          if (done) goToStatus(done);
        }}
        onViewTicket={
          submitted
            ? () => {
                openingTicket.current = true;
                void navigate({ to: '/bookingStatus', search: { ref: submitted, ticket: true } });
              }
            : undefined
        }
      />
    </Container>
  );
}
