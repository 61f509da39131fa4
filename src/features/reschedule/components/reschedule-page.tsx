import { useState } from 'react';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { RESCHEDULE_MESSAGES, type RescheduleBooking, type RescheduleSummary } from '@contract/reschedule';
import { useSession } from '@/api/session';
import { useSessionStore } from '@/lib/session-store';
import { useOnline } from '@/offline/network-status';
import { findBookingMutationOptions } from '../api/find-booking';
import { rescheduleDraftStore } from '../reschedule-draft';
import { FindBookingForm } from './find-booking-form';
import { MoveBooking } from './move-booking';
import { RescheduleResult } from './reschedule-result';
import { RulesCard } from './rules-card';

type Props = {
  /** ?ref=: the booking to reschedule, filled in (booking history, a ticket). */
  bookingRef: string | undefined;
  /** ?reference=RSC-…: the card checkout sent the traveller back; confirm that reschedule's fee. */
  returning: string | undefined;
  /** Start again, with a booking reference to fill in (or none). */
  onStartAgain: (ref?: string) => void;
  /** The reschedule made: into the URL, so a reload (a transfer still to make) shows it again. */
  onFollow: (reference: string) => void;
};

type Found = { ask: { ref: string; phone: string }; booking: RescheduleBooking };

/**
 * /reschedule: a paid booking moves to another bus on the same route with new seats, free until
 * 2 hours before departure and for the spec's ₦1,000 after (a missed bus up to 48 hours after it
 * left), paid by card, bank transfer or wallet. Signed in or a guest with reference and phone.
 * Everything here needs the network, and says so; the saved tickets still open in My tickets.
 */
export function ReschedulePage({ bookingRef, returning, onStartAgain, onFollow }: Props) {
  const session = useSession();
  const online = useOnline();
  const draft = useSessionStore(rescheduleDraftStore);
  const [found, setFound] = useState<Found | null>(null);
  const [result, setResult] = useState<RescheduleSummary | null>(null);
  const find = useMutation(findBookingMutationOptions());
  const signedIn = session !== null;

  const lookUp = (ask: { ref: string; phone: string }) => {
    find.mutate(ask, {
      onSuccess: (booking) => {
        rescheduleDraftStore.set(ask);
        setFound({ ask, booking });
      },
    });
  };
  const startAgain = (ref?: string) => {
    setFound(null);
    setResult(null);
    find.reset();
    onStartAgain(ref);
  };
  const reference = result?.reference ?? returning;

  return (
    <Stack gap="lg">
      <Title order={1}>Reschedule</Title>
      <Text>Move your paid booking to another bus on the same route, and choose new seats. Your booking keeps its reference.</Text>
      {!online ? <Alert color="amber" role="status" title="You are offline">{RESCHEDULE_MESSAGES.offline}</Alert> : null}
      {reference ? (
        <RescheduleResult
          key={reference}
          reference={reference}
          initial={result ?? undefined}
          phone={found?.ask.phone ?? draft?.phone}
          online={online}
          onStartAgain={(ref) => startAgain(ref ?? draft?.ref)}
        />
      ) : found ? (
        <MoveBooking
          booking={found.booking}
          ask={found.ask}
          signedIn={signedIn}
          online={online}
          onResult={(summary) => {
            setResult(summary);
            onFollow(summary.reference);
          }}
          onBack={() => startAgain(found.ask.ref)}
        />
      ) : (
        <FindBookingForm
          key={bookingRef ?? ''}
          initialRef={bookingRef ?? draft?.ref ?? ''}
          initialPhone={bookingRef && draft?.ref !== bookingRef ? '' : (draft?.phone ?? '')}
          signedIn={signedIn}
          online={online}
          busy={find.isPending}
          error={find.error}
          onFind={lookUp}
        />
      )}
      <RulesCard />
    </Stack>
  );
}
