import { Group, Stack, Text } from '@mantine/core';
import type { SeatLayout } from './seat-layouts';
import { HELD_SEAT_NOTE, seatLabel, seatState, type SeatState } from './seat-selection';
import classes from './seat-map.module.css';

type Props = {
  layout: SeatLayout;
  available: readonly number[];
  /** Seats held by unpaid bookings: drawn apart from booked ones, not selectable either. */
  held?: readonly number[];
  selected: readonly number[];
  onToggle: (seat: number) => void;
};

/** The bus from above: seats are toggle buttons (aria-pressed); booked and held seats are disabled. */
export function SeatMap({ layout, available, held = [], selected, onToggle }: Props) {
  const columns = layout[0]?.length ?? 1;
  return (
    <div role="group" aria-label="Seats" className={classes.map} style={{ gridTemplateColumns: `repeat(${columns}, var(--seat-size))` }}>
      {layout.flatMap((row, r) =>
        row.map((cell, c) => {
          const key = `${r}-${c}`;
          if (cell.kind === 'gap') return <span key={key} aria-hidden="true" />;
          if (cell.kind === 'driver') {
            return (
              <span key={key} className={classes.driver} role="img" aria-label="Driver">
                <SteeringWheel />
              </span>
            );
          }
          const state = seatState(cell.seat, available, selected, held);
          return (
            <button
              key={key}
              type="button"
              className={classes.seat}
              data-state={state}
              aria-pressed={state === 'selected'}
              aria-label={seatLabel(cell.seat, state)}
              disabled={state === 'booked' || state === 'held'}
              title={state === 'held' ? HELD_SEAT_NOTE : undefined}
              onClick={() => onToggle(cell.seat)}
            >
              {cell.seat}
            </button>
          );
        }),
      )}
    </div>
  );
}

const LEGEND: ReadonlyArray<[SeatState, string]> = [
  ['available', 'Available'],
  ['selected', 'Selected'],
  ['held', 'Held'],
  ['booked', 'Booked'],
];

/** The key to the seat colours; 'Held' is explained in words whenever a seat on this bus is held. */
export function SeatLegend({ anyHeld = false }: { anyHeld?: boolean }) {
  return (
    <Stack gap={4} align="center">
      <Group gap="md" justify="center" aria-hidden="true">
        {LEGEND.map(([state, label]) => (
          <Group key={state} gap={6}>
            <span className={classes.swatch} data-state={state} />
            <Text size="sm">{label}</Text>
          </Group>
        ))}
      </Group>
      {anyHeld && <Text size="sm" c="dimmed" ta="center">Held: {HELD_SEAT_NOTE}</Text>}
    </Stack>
  );
}

function SteeringWheel() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="2" />
      <path d="M3.5 10h6.5M14 10h6.5M12 14v7" />
    </svg>
  );
}
