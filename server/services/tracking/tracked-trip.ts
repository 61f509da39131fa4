import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { STAGE_MESSAGES, type TrackingTrip, type TripStage } from '../../../contract/tracking';
import { routes, terminals, trips } from '../../db/schema';
import { tripVehicles } from '../../db/schema-tracking';
import { roadPath } from '../../providers/places/road-path';
import type { Executor } from '../booking/executor';

type Place = { name: string; latitude: number; longitude: number };

/** A trip with its vehicle, as tracking needs it. */
export type TrackedTrip = {
  tripId: number;
  imei: string;
  plate: string;
  routeId: number;
  routeName: string;
  /** The route's road km (the timetable's duration is worked out from it). */
  distanceKm: number;
  vehicleName: string;
  departsAt: Date;
  /** The timetable's arrival: departure plus the route's duration. */
  arrivesAt: Date;
  departure: Place;
  destination: Place;
};

const dep = alias(terminals, 'dep');
const dest = alias(terminals, 'dest');

async function selectTracked(db: Executor, where: SQL): Promise<TrackedTrip[]> {
  const rows = await db
    .select({
      tripId: trips.id,
      imei: tripVehicles.imei,
      plate: tripVehicles.plate,
      routeId: routes.id,
      routeName: routes.name,
      distanceKm: routes.distanceKm,
      vehicleName: trips.vehicleName,
      departsAt: trips.departsAt,
      durationMinutes: routes.durationMinutes,
      depName: dep.name, depLat: dep.latitude, depLng: dep.longitude,
      destName: dest.name, destLat: dest.latitude, destLng: dest.longitude,
    })
    .from(tripVehicles)
    .innerJoin(trips, eq(trips.id, tripVehicles.tripId))
    .innerJoin(routes, eq(routes.id, trips.routeId))
    .innerJoin(dep, eq(dep.id, routes.departureTerminalId))
    .innerJoin(dest, eq(dest.id, routes.destinationTerminalId))
    .where(where);
  return rows.map((r) => ({
    tripId: r.tripId,
    imei: r.imei,
    plate: r.plate,
    routeId: r.routeId,
    routeName: r.routeName,
    distanceKm: r.distanceKm,
    vehicleName: r.vehicleName,
    departsAt: r.departsAt,
    arrivesAt: new Date(r.departsAt.getTime() + r.durationMinutes * 60_000),
    departure: { name: r.depName, latitude: r.depLat, longitude: r.depLng },
    destination: { name: r.destName, latitude: r.destLat, longitude: r.destLng },
  }));
}

/** The trips of these ids that have a vehicle, by id. */
export async function trackedTrips(db: Executor, ids: Iterable<number>): Promise<Map<number, TrackedTrip>> {
  const unique = [...new Set(ids)];
  const found = unique.length > 0 ? await selectTracked(db, inArray(trips.id, unique)) : [];
  return new Map(found.map((t) => [t.tripId, t]));
}

export const trackedTripById = async (db: Executor, tripId: number) => (await trackedTrips(db, [tripId])).get(tripId);

/** The trip whose vehicle carries this tracker. */
export async function trackedTripByImei(db: Executor, imei: string): Promise<TrackedTrip | undefined> {
  const [trip] = await selectTracked(db, sql`${tripVehicles.imei} = ${imei}`);
  return trip;
}

/** Where a trip stands against its timetable at `now`. */
export function stageAt(trip: Pick<TrackedTrip, 'departsAt' | 'arrivesAt'>, now: Date): TripStage {
  if (now < trip.departsAt) return 'waiting';
  return now < trip.arrivesAt ? 'moving' : 'arrived';
}
export const stageMessage = (stage: TripStage) => STAGE_MESSAGES[stage];

/** The road between a trip's terminals, [longitude, latitude] pairs; one route's road is worked out once. */
const paths = new Map<number, [number, number][]>();
export function routePathOf(trip: Pick<TrackedTrip, 'routeId' | 'departure' | 'destination'>): [number, number][] {
  let path = paths.get(trip.routeId);
  if (!path) {
    const from = { lat: trip.departure.latitude, lng: trip.departure.longitude };
    const to = { lat: trip.destination.latitude, lng: trip.destination.longitude };
    path = roadPath(from, to).map((p) => [p.lng, p.lat]);
    paths.set(trip.routeId, path);
  }
  return path;
}

/** Spec 1 §3 'Tracking response' for a trip. */
export function toTrackingTrip(trip: TrackedTrip): TrackingTrip {
  return {
    route: trip.routeName,
    estimatedTimeOfArrival: trip.arrivesAt.toISOString(),
    departureTerminalResponse: { latitude: trip.departure.latitude, longitude: trip.departure.longitude, departureTerminal: trip.departure.name },
    destinationTerminalResponse: { latitude: trip.destination.latitude, longitude: trip.destination.longitude, destinationTerminal: trip.destination.name },
    vehicleTripRegistrationId: trip.tripId,
    vehicleImei: trip.imei,
    vehicleName: trip.vehicleName,
    plate: trip.plate,
    departsAt: trip.departsAt.toISOString(),
    routePath: routePathOf(trip),
  };
}
