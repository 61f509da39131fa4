import { eq } from 'drizzle-orm';
import type { TripSearchResult } from '../../../contract/booking';
import type { TripSearch } from '../../../contract/trip-search';
import { lagosToday } from '../../../contract/dates';
import type { Db } from '../../db/client';
import { terminals } from '../../db/schema';
import { RuleError } from '../../http/respond';
import { staticListsOf } from '../settings/static-lists';
import type { SeatClaims } from './availability';
import { selectOffers, toBusTrip, type TerminalRef, type TripOffer } from './trips';
import { departureDateProblem, returnDateProblem } from './windows';

export type SearchAnswer = { result: TripSearchResult; message?: string };

/** Spec 2 §8 'No buses', for the 'No bus available' modal. */
export const noBusMessage = (from: string, to: string) =>
  `There's no bus travelling from ${from} terminal to ${to} terminal. Check out other nearby terminals travelling to your destination.`;

/** Terminals come from memory (only the seed writes them); one it does not know yet, from the database. */
async function terminal(db: Db, id: number, role: string): Promise<TerminalRef> {
  const found = (await staticListsOf(db).terminals()).get(id)
    ?? (await db.select({ id: terminals.id, name: terminals.name, state: terminals.state }).from(terminals).where(eq(terminals.id, id)))[0];
  if (!found) throw new RuleError(`There is no ${role} terminal with id ${id}.`);
  return { id: found.id, name: found.name, state: found.state };
}

/** Other terminals of the same state: what "nearby" means for alternatives. */
async function nearby(db: Db, t: TerminalRef): Promise<number[]> {
  const all = [...(await staticListsOf(db).terminals()).values()];
  return all.filter((other) => other.state === t.state && other.id !== t.id).map((other) => other.id);
}

type Found = { offer: TripOffer; claims: SeatClaims };

/** Trips from any of `from` to any of `to` on a date that have not left yet, with their seats taken at `now`. */
function tripsBetween(db: Db, from: number[], to: number[], date: string, now: Date): Promise<Found[]> {
  if (from.length === 0 || to.length === 0) return Promise.resolve([]);
  return selectOffers(db, { from, to, date, now });
}

/**
 * POST /Booking/availabletripdetails. Direct trips with live availability; alternatives from
 * nearby terminals only when there is no direct trip; the return leg on a round trip.
 */
export async function searchTrips(db: Db, search: TripSearch, now: Date): Promise<SearchAnswer> {
  const today = lagosToday(now);
  const dateProblem = departureDateProblem(search.date, today);
  if (dateProblem) throw new RuleError(dateProblem);
  const { returnDate } = search;
  if (returnDate !== undefined) {
    const problem = returnDateProblem(returnDate, search.date, today);
    if (problem) throw new RuleError(problem);
  }
  const from = await terminal(db, search.from, 'departure');
  const to = await terminal(db, search.to, 'destination');

  const departures = await tripsBetween(db, [from.id], [to.id], search.date, now);
  const alternativeDepartures = departures.length > 0 ? [] : await tripsBetween(db, await nearby(db, from), [to.id], search.date, now);
  let arrivals: Found[] = [];
  let alternativeArrivals: Found[] = [];
  if (returnDate !== undefined) {
    arrivals = await tripsBetween(db, [to.id], [from.id], returnDate, now);
    if (arrivals.length === 0) alternativeArrivals = await tripsBetween(db, [to.id], await nearby(db, from), returnDate, now);
  }

  const wire = (list: Found[]) => list.map((t) => toBusTrip(t.offer, t.claims));
  const result: TripSearchResult = {
    departures: wire(departures),
    arrivals: wire(arrivals),
    alternativeDepartures: wire(alternativeDepartures),
    alternativeArrivals: wire(alternativeArrivals),
    suggestedOneWay: departures.length === 0 && alternativeDepartures.length > 0 ? 1 : 0,
    suggestedReturn: returnDate !== undefined && arrivals.length === 0 && alternativeArrivals.length > 0 ? 1 : 0,
  };
  let message: string | undefined;
  if (departures.length === 0) message = noBusMessage(from.name, to.name);
  else if (returnDate !== undefined && arrivals.length === 0) message = noBusMessage(to.name, from.name);
  return { result, message };
}
