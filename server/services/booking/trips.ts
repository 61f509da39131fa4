import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BusTrip } from '../../../contract/booking';
import { to12Hour } from '../../../contract/dates';
import { routes, terminals, trips, vehicleModels } from '../../db/schema';
import type { SeatClaims } from './availability';
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

const dep = alias(terminals, 'dep');
const dest = alias(terminals, 'dest');

/** Trips matching `where` (over trips, routes, dep and dest), by departure time then route. */
export async function selectTrips(db: Executor, where: (t: { trips: typeof trips; routes: typeof routes; dep: typeof dep; dest: typeof dest }) => SQL | undefined): Promise<TripInfo[]> {
  const rows = await db
    .select({
      id: trips.id,
      routeId: trips.routeId,
      routeName: routes.name,
      vehicleName: trips.vehicleName,
      vehicleModel: vehicleModels.name,
      departureDate: trips.departureDate,
      departureTime: trips.departureTime,
      departsAt: trips.departsAt,
      totalSeats: trips.totalSeats,
      fareKobo: trips.fareKobo,
      cashbackKobo: trips.cashbackKobo,
      isPalliative: trips.isPalliative,
      depId: dep.id, depName: dep.name, depState: dep.state, depLat: dep.latitude, depLng: dep.longitude,
      destId: dest.id, destName: dest.name, destState: dest.state,
    })
    .from(trips)
    .innerJoin(routes, eq(routes.id, trips.routeId))
    .innerJoin(vehicleModels, eq(vehicleModels.id, trips.vehicleModelId))
    .innerJoin(dep, eq(dep.id, routes.departureTerminalId))
    .innerJoin(dest, eq(dest.id, routes.destinationTerminalId))
    .where(where({ trips, routes, dep, dest }))
    .orderBy(asc(trips.departureDate), asc(trips.departureTime), asc(routes.name), asc(trips.id));
  return rows.map(({ depId, depName, depState, depLat, depLng, destId, destName, destState, ...t }) => ({
    ...t,
    departure: { id: depId, name: depName, state: depState },
    destination: { id: destId, name: destName, state: destState },
    departurePosition: { latitude: depLat, longitude: depLng },
  }));
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
export function toBusTrip(trip: TripInfo, claims: SeatClaims | undefined): BusTrip {
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
