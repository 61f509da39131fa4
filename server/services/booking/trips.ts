import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BusTrip } from '../../../contract/booking';
import { to12Hour } from '../../../contract/dates';
import { routes, terminals, trips, vehicleModels } from '../../db/schema';
import { claimColumns, toSeatClaims, type SeatClaims } from './availability';
import type { Db } from '../../db/client';
import type { Executor } from './executor';

export type TerminalRef = { id: number; name: string; state: string };

/** A trip with what searches, bookings and tickets show of it. */
export type TripInfo = {
  id: number;
  routeId: number;
  routeName: string;
  vehicleName: string;
  vehicleModel: string;
  departureDate: string;
  /** Lagos wall clock, 'HH:MM'. */
  departureTime: string;
  departsAt: Date;
  totalSeats: number;
  fareKobo: number;
  cashbackKobo: number;
  isPalliative: boolean;
  departure: TerminalRef;
  destination: TerminalRef;
  /** Where the departure terminal stands (check-in is allowed near it). */
  departurePosition: { latitude: number; longitude: number };
};

/** What a trip shows in a search (toBusTrip's input): its terminals by name only. */
export type TripOffer = Omit<TripInfo, 'departsAt' | 'departure' | 'destination' | 'departurePosition'> & { departureTerminalName: string; destinationTerminalName: string };

/** A trip read whole (selectTrips) as a search shows it. */
export const offerOf = (trip: TripInfo): TripOffer => ({ ...trip, departureTerminalName: trip.departure.name, destinationTerminalName: trip.destination.name });

const dep = alias(terminals, 'dep');
const dest = alias(terminals, 'dest');

const offerColumns = {
  id: trips.id,
  routeId: trips.routeId,
  routeName: routes.name,
  vehicleName: trips.vehicleName,
  vehicleModel: vehicleModels.name,
  departureDate: trips.departureDate,
  departureTime: trips.departureTime,
  totalSeats: trips.totalSeats,
  fareKobo: trips.fareKobo,
  cashbackKobo: trips.cashbackKobo,
  isPalliative: trips.isPalliative,
};
/** By departure time, then route. */
const tripOrder = [asc(trips.departureDate), asc(trips.departureTime), asc(routes.name), asc(trips.id)];

/** Trips matching `where` (over trips, routes, dep and dest), by departure time then route. */
export async function selectTrips(db: Executor, where: (t: { trips: typeof trips; routes: typeof routes; dep: typeof dep; dest: typeof dest }) => SQL | undefined): Promise<TripInfo[]> {
  const rows = await db
    .select({
      ...offerColumns,
      departsAt: trips.departsAt,
      depId: dep.id, depName: dep.name, depState: dep.state, depLat: dep.latitude, depLng: dep.longitude,
      destId: dest.id, destName: dest.name, destState: dest.state,
    })
    .from(trips)
    .innerJoin(routes, eq(routes.id, trips.routeId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, trips.vehicleModelId))
    .innerJoin(dep, eq(dep.id, routes.departureTerminalId))
    .innerJoin(dest, eq(dest.id, routes.destinationTerminalId))
    .where(where({ trips, routes, dep, dest }))
    .orderBy(...tripOrder);
  return rows.map(({ depId, depName, depState, depLat, depLng, destId, destName, destState, ...t }) => ({
    ...t,
    departure: { id: depId, name: depName, state: depState },
    destination: { id: destId, name: destName, state: destState },
    departurePosition: { latitude: depLat, longitude: depLng },
  }));
}

/** What a search asks of the database: trips from any of `from` to any of `to` on `date` that have not left at `now`. */
export type OfferSearch = { from: readonly number[]; to: readonly number[]; date: string; now: Date };

/**
 * The one statement of a search: the trips it asks for in selectTrips' order, each as a search
 * shows it with its seats taken at `now`. Prepared once per database: drizzle builds the SQL once
 * (building it each time cost a sixth of a search's CPU), and PostgreSQL keeps its plan per connection.
 */
function offersStatement(db: Db) {
  return db
    .select({ ...offerColumns, departureTerminalName: dep.name, destinationTerminalName: dest.name, ...claimColumns(sql.placeholder('now')) })
    .from(trips)
    .innerJoin(routes, eq(routes.id, trips.routeId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, trips.vehicleModelId))
    .innerJoin(dep, eq(dep.id, routes.departureTerminalId))
    .innerJoin(dest, eq(dest.id, routes.destinationTerminalId))
    .where(and(
      eq(trips.departureDate, sql.placeholder('date')),
      sql`${routes.departureTerminalId} = any(${sql.placeholder('from')})`,
      sql`${routes.destinationTerminalId} = any(${sql.placeholder('to')})`,
      gt(trips.departsAt, sql.placeholder('now')),
    ))
    .orderBy(...tripOrder)
    .prepare('trip_offers');
}

const offerStatements = new WeakMap<Db, ReturnType<typeof offersStatement>>();

export async function selectOffers(db: Db, search: OfferSearch): Promise<{ offer: TripOffer; claims: SeatClaims }[]> {
  let statement = offerStatements.get(db);
  if (!statement) offerStatements.set(db, (statement = offersStatement(db)));
  const rows = await statement.execute({ from: search.from, to: search.to, date: search.date, now: search.now.toISOString() });
  return rows.map(({ sold, held, ...offer }) => ({ offer, claims: toSeatClaims({ sold, held }) }));
}

/**
 * The trips of some seat rows, by id: the one place a seat's trip, route and terminals are joined
 * (status, history and tickets read seats, then their trips through here).
 */
export async function tripsById(db: Executor, ids: Iterable<number>): Promise<Map<number, TripInfo>> {
  const unique = [...new Set(ids)];
  const found = unique.length > 0 ? await selectTrips(db, (t) => inArray(t.trips.id, unique)) : [];
  return new Map(found.map((trip) => [trip.id, trip]));
}

/**
 * The wire shape of a trip with its live availability: free seats, and apart from them the seats
 * only held by unpaid bookings (see availability.ts); sold seats are in neither list.
 */
export function toBusTrip(trip: TripOffer, claims: SeatClaims | undefined): BusTrip {
  const availableSeats: number[] = [];
  const heldSeats: number[] = [];
  for (let seat = 1; seat <= trip.totalSeats; seat++) {
    if (claims?.held.has(seat)) heldSeats.push(seat);
    else if (!claims?.sold.has(seat)) availableSeats.push(seat);
  }
  return {
    vehicleTripRegistrationId: trip.id,
    routeId: trip.routeId,
    routeName: trip.routeName,
    departureTerminalName: trip.departureTerminalName,
    destinationTerminalName: trip.destinationTerminalName,
    vehicleName: trip.vehicleName,
    vehicleModel: trip.vehicleModel,
    departureDate: trip.departureDate,
    departureTime: to12Hour(trip.departureTime),
    farePrice: trip.fareKobo,
    cashBack: trip.cashbackKobo,
    availableNumberOfSeats: availableSeats.length,
    totalNumberOfSeats: trip.totalSeats,
    availableSeats,
    heldSeats,
    isSub: false,
    isPalliative: trip.isPalliative || /palliative/i.test(trip.routeName),
  };
}
