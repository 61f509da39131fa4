import { parseSeatRegistrations, type SeatRegistration } from '../../../contract/booking';

/** Splits seatRegistrations into its legs and checks they fit the trip type. */
export function seatLegs(seatRegistrations: string, tripType: number): { legs: SeatRegistration[] } | { problem: string } {
  const legs = parseSeatRegistrations(seatRegistrations);
  if (!legs) return { problem: 'Seats must be given as trip and seat numbers, like "12:1,2" or "12:1,2;40:3,4".' };
  if (tripType === 0 && legs.length !== 1) return { problem: 'A one-way booking has seats on one trip only.' };
  if (tripType === 1 && legs.length !== 2) return { problem: 'A round trip needs seats on the return trip too.' };
  return { legs };
}

/**
 * Why a leg's seat choice is not acceptable, or undefined: one seat per adult, each a seat of
 * this bus (1..totalSeats), none twice.
 */
export function seatChoiceProblem(seats: readonly number[], totalSeats: number, adults: number, leg: 'outbound' | 'return'): string | undefined {
  const where = leg === 'return' ? ' on the return trip' : '';
  if (seats.length !== adults) {
    return `Choose exactly ${adults} seat(s)${where}, one per passenger (${seats.length} chosen).`;
  }
  const outside = seats.find((s) => !Number.isInteger(s) || s < 1 || s > totalSeats);
  if (outside !== undefined) return `Seat ${outside} does not exist${where}: this bus has seats 1 to ${totalSeats}.`;
  const twice = seats.find((s, i) => seats.indexOf(s) !== i);
  if (twice !== undefined) return `Seat ${twice} is chosen twice${where}.`;
  return undefined;
}
