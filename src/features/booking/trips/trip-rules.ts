import type { BusTrip } from '@contract/booking';

/** Spec 1 §2: the Palliative banner, for a flagged fare or a terminal named '… Palliative …'. */
export const isPalliativeTrip = (trip: Pick<BusTrip, 'isPalliative' | 'routeName'>) =>
  trip.isPalliative || /palliative/i.test(trip.routeName);

export const PALLIATIVE_BANNER = 'This is a discounted fare sponsored by the Federal Government Palliative Initiative';

const STOPOVER = { departure: 'Benin (Akpakpava)', arrival: 'Lagos (Iyana Ipaja)', time: '08:15 AM' };

/**
 * Spec 1 §4: Benin (Akpakpava) → Lagos (Iyana Ipaja) at 08:15 AM stops briefly at a university in
 * Ogun State, so the traveller is told before choosing seats.
 */
export function hasStopover(trip: Pick<BusTrip, 'departureTerminalName' | 'destinationTerminalName' | 'departureTime'>): boolean {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.toLowerCase();
  return same(trip.departureTerminalName, STOPOVER.departure) && same(trip.destinationTerminalName, STOPOVER.arrival) && same(trip.departureTime, STOPOVER.time);
}

export const STOPOVER_NOTICE =
  'This bus makes a brief stopover at a university in Ogun State before it arrives at Lagos (Iyana Ipaja).';

export const ALL_HELD_TEXT = 'All free seats are held for payment. Check again in a few minutes.';

/**
 * How many seats are left; 'Seats fully booked' only for a bus that is truly sold out. When the
 * only seats left are held by unpaid bookings, it says so: they may free up in a few minutes.
 */
export const seatsAvailableText = (available: number, held = 0) =>
  available > 0 ? `${available} seat${available === 1 ? '' : 's'} available` : held > 0 ? ALL_HELD_TEXT : 'Seats fully booked';

/** A note under the count when some seats are only held, e.g. '2 more held for payment'. */
export const heldSeatsNote = (available: number, held: number) => (available > 0 && held > 0 ? `${held} more held for payment` : undefined);

/** Spec 2 §8 'No buses', with the terminal names of the search. */
export const noBusMessage = (from: string, to: string) =>
  `There's no bus travelling from ${from} terminal to ${to} terminal. Check out other nearby terminals travelling to your destination.`;
