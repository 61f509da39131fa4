/**
 * A seat as the picker shows it (spec 1 §4 'Seat selection'), plus 'held': taken by someone who
 * has not paid yet, so it may free up in a few minutes. Held seats cannot be chosen either.
 */
export type SeatState = 'available' | 'selected' | 'held' | 'booked';

export function seatState(seat: number, available: readonly number[], selected: readonly number[], held: readonly number[] = []): SeatState {
  if (selected.includes(seat)) return 'selected';
  if (available.includes(seat)) return 'available';
  return held.includes(seat) ? 'held' : 'booked';
}

/** What the legend says of a held seat. */
export const HELD_SEAT_NOTE = 'Someone is paying for this seat. It may free up in a few minutes.';

export type ToggleResult = { selected: number[]; exceeded: boolean };

/**
 * Selects or deselects a seat. Booked seats never change; choosing more seats than `limit`
 * (the adults) is refused and reported, so the screen can open 'Select Seat(s) Exceeded'.
 */
export function toggleSeat(selected: readonly number[], seat: number, available: readonly number[], limit: number): ToggleResult {
  if (selected.includes(seat)) return { selected: selected.filter((s) => s !== seat), exceeded: false };
  if (!available.includes(seat)) return { selected: [...selected], exceeded: false };
  if (selected.length >= limit) return { selected: [...selected], exceeded: true };
  return { selected: [...selected, seat].sort((a, b) => a - b), exceeded: false };
}

/** Continue is enabled only when the seats chosen equal the adults. */
export const canContinue = (selected: readonly number[], adults: number) => adults > 0 && selected.length === adults;

/** Seats kept from an earlier visit, dropping any that have since been sold or exceed the limit. */
export const keepStillFree = (previous: readonly number[], available: readonly number[], limit: number): number[] =>
  previous.filter((s) => available.includes(s)).slice(0, limit).sort((a, b) => a - b);

/** The accessible name of a seat button, e.g. 'Seat 5, available'. */
export const seatLabel = (seat: number, state: SeatState) => `Seat ${seat}, ${state}`;
