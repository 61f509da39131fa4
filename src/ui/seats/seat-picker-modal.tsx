import '@/ui/overlay-styles';
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { BusTrip } from '@contract/booking';
import { SeatLegend, SeatMap } from './seat-map';
import { seatLayout } from './seat-layouts';
import { canContinue, keepStillFree, toggleSeat } from './seat-selection';

type Props = {
  /** Booking's 'Select Seat(s)' and 'Return Trip Select Seat(s)' (spec 1 §2); reschedule's own. */
  title: string;
  trip: BusTrip;
  adults: number;
  /** Seats chosen on an earlier visit to this trip. */
  initialSeats: readonly number[];
  onContinue: (seats: number[]) => void;
  onClose: () => void;
};

/**
 * One seat per adult on the chosen bus; Continue only when they match (spec 1 §4 Seat selection).
 * Shared by seat booking and reschedule, which chooses new seats for the passengers it moves.
 */
export function SeatPickerModal({ title, trip, adults, initialSeats, onContinue, onClose }: Props) {
  const [selected, setSelected] = useState(() => keepStillFree(initialSeats, trip.availableSeats, adults));
  const [exceeded, setExceeded] = useState(false);
  const ready = canContinue(selected, adults);

  return (
    <>
      <Modal opened onClose={onClose} title={title} centered size="md">
        <Stack gap="md">
          <div>
            <Text fw={700}>{trip.vehicleName} · {trip.departureTime}</Text>
            <Text size="sm" c="dimmed">{trip.departureTerminalName} to {trip.destinationTerminalName}</Text>
          </div>
          <SeatLegend anyHeld={trip.heldSeats.length > 0} />
          <SeatMap
            layout={seatLayout(trip.totalNumberOfSeats)}
            available={trip.availableSeats}
            held={trip.heldSeats}
            selected={selected}
            onToggle={(seat) => {
              const result = toggleSeat(selected, seat, trip.availableSeats, adults);
              setSelected(result.selected);
              if (result.exceeded) setExceeded(true);
            }}
          />
          <Text role="status" ta="center">
            {selected.length === 0
              ? `Choose ${adults} seat${adults === 1 ? '' : 's'}.`
              : `Seat${selected.length === 1 ? '' : 's'} ${selected.join(', ')} (${selected.length} of ${adults})`}
          </Text>
          <Group grow>
            <Button variant="default" onClick={onClose}>Cancel</Button>
            <Button disabled={!ready} onClick={() => onContinue(selected)}>Continue</Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={exceeded} onClose={() => setExceeded(false)} title="Select Seat(s) Exceeded" centered size="sm" zIndex={300}>
        <Stack gap="md">
          <Text>
            You can select only {adults} seat{adults === 1 ? '' : 's'} for {adults} adult{adults === 1 ? '' : 's'}. Tap a chosen seat to free it first.
          </Text>
          <Button onClick={() => setExceeded(false)}>OK</Button>
        </Stack>
      </Modal>
    </>
  );
}
