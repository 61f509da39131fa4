import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import { useState } from 'react';
import { Alert, Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusTrip } from '@contract/booking';
import { RESCHEDULE_GATEWAY, RESCHEDULE_RULES, type RescheduleBooking, type RescheduleLeg, type RescheduleSummary } from '@contract/reschedule';
import { isNoConnection, refusalMessage } from '@/api/api-error';
import { formatNaira } from '@/lib/naira';
import { DateField } from '@/ui/date-field';
import { NoConnection } from '@/ui/no-connection';
import { SeatPickerModal } from '@/ui/seats/seat-picker-modal';
import { isSeatTaken, requestRescheduleMutationOptions, tripsInvalidation } from '../api/request-reschedule';
import { BusOptions } from './bus-options';
import { FeePayment } from './fee-payment';
import { TripSide } from './trip-side';

type Props = {
  booking: RescheduleBooking;
  /** How the booking was found: its reference and the phone given ('' for a signed-in traveller's own). */
  ask: { ref: string; phone: string };
  signedIn: boolean;
  online: boolean;
  /** The server's answer when it is not a card checkout to go to: done, or a transfer to make. */
  onResult: (summary: RescheduleSummary) => void;
  onBack: () => void;
};

const LEG_LABEL: Readonly<Record<RescheduleLeg, string>> = { outbound: 'Outbound trip', return: 'Return trip' };

/**
 * Step 2: the trip to move (either leg of a round trip), what moving it costs now, the new date,
 * the bus and its seats (the booking's seat picker), the fee's payment when one is due, and
 * Reschedule Now. The server checks every rule again when it moves the seats.
 */
export function MoveBooking({ booking, ask, signedIn, online, onResult, onBack }: Props) {
  const queryClient = useQueryClient();
  const [legName, setLegName] = useState<RescheduleLeg>(() => (booking.legs.find((l) => l.refusal === null) ?? booking.legs[0])!.leg);
  const [date, setDate] = useState<string | null>(null);
  const [trip, setTrip] = useState<BusTrip | null>(null);
  const [seats, setSeats] = useState<number[]>([]);
  const [picking, setPicking] = useState<BusTrip | null>(null);
  const [method, setMethod] = useState<number | null>(null);
  const [pin, setPin] = useState('');
  const request = useMutation(requestRescheduleMutationOptions());
  const [redirecting, setRedirecting] = useState(false);

  const leg = booking.legs.find((l) => l.leg === legName) ?? booking.legs[0]!;
  const passengers = leg.passengers.length;
  const fee = leg.fee ?? 0;
  const chosen = trip !== null && seats.length === passengers;
  const payReady = fee === 0 || (method !== null && (method !== RESCHEDULE_GATEWAY.wallet || pin.length === 4));

  const chooseLeg = (next: RescheduleLeg) => {
    setLegName(next);
    setDate(null);
    setTrip(null);
    setSeats([]);
    request.reset();
  };

  const submit = () => {
    if (!trip) return;
    request.mutate({
      ref: ask.ref,
      phone: ask.phone,
      leg: leg.leg,
      tripId: trip.vehicleTripRegistrationId,
      seats,
      paymentMethod: fee > 0 ? method : undefined,
      pin: fee > 0 && method === RESCHEDULE_GATEWAY.wallet ? pin : undefined,
    }, {
      onSuccess: (summary) => {
        if (summary.status === 'awaiting-payment' && summary.checkoutUrl) {
          setRedirecting(true);
          window.location.assign(summary.checkoutUrl);
          return;
        }
        onResult(summary);
      },
      onError: (error) => {
        setPin('');
        if (isSeatTaken(error)) {
          setSeats([]);
          setTrip(null);
          void queryClient.invalidateQueries(tripsInvalidation);
        }
      },
    });
  };

  const refused = refusalMessage(request.error);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h3">Booking {booking.bookingReference}</Title>
        <Button variant="subtle" px={0} onClick={onBack}>Find another booking</Button>
      </Group>
      <Text size="sm" c="dimmed">Reschedules left for this booking: {booking.reschedulesLeft} of {RESCHEDULE_RULES.maxPerBooking}.</Text>

      {booking.legs.length > 1 ? (
        <Radio.Group label="Trip to move" value={legName} onChange={(value) => chooseLeg(value as RescheduleLeg)}>
          <Group gap="lg" mt={6}>
            {booking.legs.map((l) => <Radio key={l.leg} value={l.leg} label={LEG_LABEL[l.leg]} />)}
          </Group>
        </Radio.Group>
      ) : null}

      <Stack gap="xs" component="section" aria-labelledby="reschedule-now">
        <Title order={3} size="h4" id="reschedule-now">Your trip now</Title>
        <TripSide label="Your trip now" side={leg} seats={leg.passengers.map((p) => p.seatNumber)} passengers={leg.passengers} />
      </Stack>

      {leg.refusal ? (
        <Alert color="red" role="alert" title="This trip cannot be rescheduled">{leg.refusal}</Alert>
      ) : (
        <>
          <Text role="status">
            {fee === 0
              ? 'Rescheduling this trip is free now.'
              : `Rescheduling this trip now costs ${formatNaira(fee)}: your bus leaves within ${RESCHEDULE_RULES.freeUntilMinutesBefore / 60} hours, or has left.`}
          </Text>
          <DateField
            label="New date"
            value={date}
            window={leg.dates}
            onChange={(ymd) => {
              setDate(ymd);
              setTrip(null);
              setSeats([]);
              request.reset();
            }}
          />
          {date ? (
            <BusOptions ask={{ ref: ask.ref, phone: ask.phone, leg: leg.leg, date }} passengers={passengers} chosen={chosen ? trip.vehicleTripRegistrationId : undefined} onChoose={setPicking} />
          ) : null}
          {chosen ? (
            <Stack gap="xs" component="section" aria-labelledby="reschedule-new">
              <Title order={3} size="h4" id="reschedule-new">Your new trip</Title>
              <TripSide label="Your new trip" side={{ departureTerminal: trip.departureTerminalName, destinationTerminal: trip.destinationTerminalName, departureDate: trip.departureDate, departureTime: trip.departureTime, vehicleName: trip.vehicleName }} seats={seats} />
            </Stack>
          ) : null}
          {chosen && fee > 0 ? (
            <FeePayment feeKobo={fee} signedIn={signedIn} method={method} onMethod={setMethod} pin={pin} onPin={setPin} pinError={null} />
          ) : null}
          {refused ? <Alert color="red" role="alert" title="Not rescheduled">{refused}</Alert> : null}
          {isNoConnection(request.error) ? <NoConnection onRetry={submit} retrying={request.isPending} /> : null}
          <Button onClick={submit} loading={request.isPending || redirecting} disabled={!online || !chosen || !payReady} w="fit-content">Reschedule Now</Button>
        </>
      )}

      {picking ? (
        <SeatPickerModal
          title="Select Seat(s)"
          trip={picking}
          adults={passengers}
          initialSeats={picking.vehicleTripRegistrationId === trip?.vehicleTripRegistrationId ? seats : []}
          onContinue={(next) => {
            setTrip(picking);
            setSeats(next);
            setPicking(null);
            request.reset();
          }}
          onClose={() => setPicking(null)}
        />
      ) : null}
    </Stack>
  );
}
