import { and, eq, gte, lt } from 'drizzle-orm';
import type * as v from 'valibot';
import { lagosToday, to12Hour } from '../../../contract/dates';
import type { soonTripRequest, SoonTrip } from '../../../contract/dev';
import type { Db } from '../../db/client';
import { fares, routes, trips } from '../../db/schema';
import { RuleError } from '../../http/respond';
import { FLAGSHIP_ROUTE } from '../../seed/schedule';
import { insertTripVehicles } from '../../seed/trip-vehicles';
import { HIACE_MODEL_ID, seedVehicleModels } from '../../seed/vehicle-models';
import { tripVehicles } from '../../db/schema-tracking';
import { SILENT_TRACKER_PREFIX } from '../telematics/simulator';

const MINUTE = 60_000;
/** Nigeria keeps UTC+1 all year (contract/dates.ts). */
const LAGOS_OFFSET_MS = 60 * MINUTE;
/**
 * A slot already taken (trips_slot_uq: route, date, 'HH:MM', model) moves the trip to the next free
 * minute within this many: specs running side by side ask for dozens of buses in the same minute.
 */
const SLOT_WINDOW_MINUTES = 600;
/** Two callers may pick the same free minute; the loser looks again, this many times at most. */
const SLOT_ATTEMPTS = 20;
/** How many of the free minutes a caller who lost one picks from. */
const SPREAD = 60;

async function routeFor(db: Db, routeId: number | undefined) {
  const [route] = await db
    .select({ id: routes.id })
    .from(routes)
    .where(routeId === undefined ? eq(routes.name, FLAGSHIP_ROUTE) : eq(routes.id, routeId));
  if (!route) throw new RuleError(routeId === undefined ? `The seed has no route ${FLAGSHIP_ROUTE}.` : `There is no route ${routeId}.`, 404);
  return route.id;
}

/**
 * Sandbox fixture: a Hiace trip leaving `minutesFromNow` minutes from `now` (to the minute) on a
 * seeded route, by default the flagship Lagos (Jibowu) ==> Abuja (Utako). It is empty, so every
 * seat is free. Searches offer trips from tomorrow on, so book it with /api/dev/bookings/confirmed.
 * Its bus gets a tracker as the seed's do, or one that never gets a fix (`tracker: 'silent'`).
 */
export async function createSoonTrip(db: Db, req: v.InferOutput<typeof soonTripRequest>, now: Date): Promise<SoonTrip> {
  const routeId = await routeFor(db, req.routeId);
  const [fare] = await db
    .select({ amountKobo: fares.amountKobo })
    .from(fares)
    .where(and(eq(fares.routeId, routeId), eq(fares.vehicleModelId, HIACE_MODEL_ID)));
  const hiace = seedVehicleModels.find((m) => m.id === HIACE_MODEL_ID);
  if (!fare || !hiace) throw new RuleError(`Route ${routeId} has no Hiace fare.`, 404);

  const start = Math.floor((now.getTime() + req.minutesFromNow * MINUTE) / MINUTE) * MINUTE;
  for (let attempt = 0; attempt < SLOT_ATTEMPTS; attempt++) {
    const taken = await db
      .select({ departsAt: trips.departsAt })
      .from(trips)
      .where(and(eq(trips.routeId, routeId), eq(trips.vehicleModelId, hiace.id), gte(trips.departsAt, new Date(start)), lt(trips.departsAt, new Date(start + SLOT_WINDOW_MINUTES * MINUTE))));
    const busy = new Set(taken.map((t) => t.departsAt.getTime()));
    const free: number[] = [];
    for (let at = start; at < start + SLOT_WINDOW_MINUTES * MINUTE && free.length < SPREAD; at += MINUTE) if (!busy.has(at)) free.push(at);
    if (free.length === 0) break;
    // The first free minute; after losing it to another caller, any of the next few, so a burst spreads out.
    const pick = attempt === 0 ? free[0]! : free[Math.floor(Math.random() * free.length)]!;
    const departsAt = new Date(pick);
    const departureDate = lagosToday(departsAt);
    const departureTime = new Date(departsAt.getTime() + LAGOS_OFFSET_MS).toISOString().slice(11, 16);
    const [row] = await db
      .insert(trips)
      .values({
        routeId,
        vehicleModelId: hiace.id,
        vehicleName: hiace.vehicleName,
        departureDate,
        departureTime,
        departsAt,
        totalSeats: hiace.seats,
        fareKobo: fare.amountKobo,
      })
      .onConflictDoNothing()
      .returning({ id: trips.id });
    if (!row) continue;
    const slot = { routeId, departureDate, departureTime, vehicleModelId: hiace.id };
    await db.execute(req.tracker === 'silent' ? insertTripVehicles([slot], SILENT_TRACKER_PREFIX) : insertTripVehicles([slot]));
    const [vehicle] = await db.select({ imei: tripVehicles.imei }).from(tripVehicles).where(eq(tripVehicles.tripId, row.id));
    return {
      vehicleTripRegistrationId: row.id, routeId, departureDate, departureTime: to12Hour(departureTime), departsAt: departsAt.toISOString(),
      trackerId: vehicle?.imei ?? '',
    };
  }
  throw new RuleError(`Every Hiace slot of route ${routeId} near that time is taken.`, 409);
}
