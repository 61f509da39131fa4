import { sql } from 'drizzle-orm';
import { isYmd } from '../../contract/dates';
import type { Db } from '../db/client';
import { bookings, bookingSeats, fares, pickupLocations, routes, terminals, trips, vehicleModels } from '../db/schema';
import { hireVehicles } from '../db/schema-hire';
import { insertFromJson } from './bulk-insert';
import { seedFares } from './fares';
import { seedHireFleet } from './hire-fleet';
import { seedPickupLocations } from './pickup-locations';
import { seedRoutes } from './routes';
import { buildSchedule, scheduleDates } from './schedule';
import { seedTerminals } from './terminals';
import { insertTripVehicles } from './trip-vehicles';
import { seedVehicleModels } from './vehicle-models';

/** Rows inserted by one run (0 for what was already there) and the dates the schedule covers. */
export type SeedSummary = {
  terminals: number;
  pickupLocations: number;
  vehicleModels: number;
  routes: number;
  fares: number;
  trips: number;
  bookings: number;
  bookingSeats: number;
  hireVehicles: number;
  /** Trips given their vehicle's tracker and plate (live tracking). */
  tripVehicles: number;
  firstDate: string;
  lastDate: string;
};

const CHUNK = 500;
/** Rows per JSON statement for the schedule tables; bounds one statement's size to ~1 MB. */
const BULK_CHUNK = 5_000;
const WALK_IN_NAME = 'Walk-in passenger';
const WALK_IN_PREFIX = 'WALKIN-';
const BOOKING_CONFIRMED = 1;

const TRIP_KEYS = ['routeId', 'vehicleModelId', 'vehicleName', 'departureDate', 'departureTime', 'departsAt',
  'totalSeats', 'fareKobo', 'cashbackKobo', 'isPalliative'] as const;
const BOOKING_KEYS = ['reference', 'status', 'customerName', 'totalKobo'] as const;
const SEAT_KEYS = ['bookingId', 'tripId', 'seatNumber', 'fullName', 'gender', 'amountKobo'] as const;
/** The columns of trips_slot_uq, the conflict target that makes re-seeding a no-op. */
const tripSlot = sql.join(
  [trips.routeId, trips.departureDate, trips.departureTime, trips.vehicleModelId].map((c) => sql.identifier(c.name)),
  sql`, `,
);

async function inChunks<T, R>(rows: readonly T[], size: number, run: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < rows.length; i += size) out.push(...(await run(rows.slice(i, i + size))));
  return out;
}

const slotKey = (t: { routeId: number; departureDate: string; departureTime: string; vehicleModelId: number }) =>
  `${t.routeId}|${t.departureDate}|${t.departureTime}|${t.vehicleModelId}`;

/**
 * Seeds the static place data and the trip schedule for `today` (Lagos) .. today + 21, in one
 * transaction. Idempotent: existing rows are left alone, and seats are pre-booked only on trips
 * this run inserted, so a later `today` only adds the new dates.
 */
export async function seed(db: Db, today: string): Promise<SeedSummary> {
  if (!isYmd(today)) throw new Error(`seed(): today must be yyyy-mm-dd, got ${today}`);
  const schedule = buildSchedule(today, seedRoutes, seedVehicleModels, seedFares);
  const dates = scheduleDates(today);

  return db.transaction(async (tx) => {
    const insertedTerminals = await inChunks(seedTerminals, CHUNK, (c) =>
      tx.insert(terminals).values(c).onConflictDoNothing().returning({ id: terminals.id }));
    const insertedModels = await tx.insert(vehicleModels)
      .values(seedVehicleModels.map(({ id, name, seats }) => ({ id, name, seats })))
      .onConflictDoNothing().returning({ id: vehicleModels.id });
    const insertedHireVehicles = await tx.insert(hireVehicles).values([...seedHireFleet])
      .onConflictDoNothing().returning({ id: hireVehicles.id });
    const insertedPickups = await inChunks(seedPickupLocations, CHUNK, (c) =>
      tx.insert(pickupLocations)
        .values(c.map(({ location, ...rest }) => ({ ...rest, locations: location })))
        .onConflictDoNothing().returning({ id: pickupLocations.id }));
    const insertedRoutes = await inChunks(seedRoutes, CHUNK, (c) =>
      tx.insert(routes).values(c).onConflictDoNothing().returning({ id: routes.id }));
    const insertedFares = await inChunks(seedFares, CHUNK, (c) =>
      tx.insert(fares).values(c).onConflictDoNothing().returning({ routeId: fares.routeId }));

    const insertedTrips = await inChunks(schedule.map((s) => s.trip), BULK_CHUNK, async (c) => {
      const result = await tx.execute<{ id: number; slot: string }>(sql`${insertFromJson(trips, TRIP_KEYS, c)}
        on conflict (${tripSlot}) do nothing
        returning id, concat_ws('|', ${trips.routeId}, ${trips.departureDate}::text, ${trips.departureTime}, ${trips.vehicleModelId}) as slot`);
      return result.rows;
    });

    // Every trip of the schedule has its vehicle, the trips this run inserted and any earlier one
    // still without (a database from before live tracking).
    const insertedTripVehicles = await inChunks(schedule.map((s) => s.trip), BULK_CHUNK, async (c) =>
      (await tx.execute<{ trip_id: number }>(insertTripVehicles(c))).rows);

    const planned = new Map(schedule.map((s) => [slotKey(s.trip), s]));
    const walkIns = insertedTrips.flatMap((row) => {
      const s = planned.get(row.slot);
      return s && s.bookedSeats.length > 0 ? [{ tripId: row.id, fareKobo: s.trip.fareKobo, seats: s.bookedSeats }] : [];
    });
    const insertedBookings = await inChunks(walkIns, BULK_CHUNK, async (c) => {
      const rows = c.map((w) => ({
        reference: `${WALK_IN_PREFIX}${w.tripId}`,
        status: BOOKING_CONFIRMED,
        customerName: WALK_IN_NAME,
        totalKobo: w.fareKobo * w.seats.length,
      }));
      const result = await tx.execute<{ id: number; reference: string }>(sql`${insertFromJson(bookings, BOOKING_KEYS, rows)}
        on conflict (${sql.identifier(bookings.reference.name)}) do nothing returning id, reference`);
      return result.rows;
    });

    const bookingIdByTrip = new Map(insertedBookings.map((b) => [Number(b.reference.slice(WALK_IN_PREFIX.length)), b.id]));
    const seatRows = walkIns.flatMap((w) => {
      const bookingId = bookingIdByTrip.get(w.tripId);
      if (bookingId === undefined) return [];
      return w.seats.map((seatNumber) => ({
        bookingId, tripId: w.tripId, seatNumber, fullName: WALK_IN_NAME,
        // Alternate genders so seat maps and manifests show both.
        gender: seatNumber % 2, amountKobo: w.fareKobo,
      }));
    });
    // Seats of bookings created just above cannot conflict: no `on conflict` needed.
    await inChunks(seatRows, BULK_CHUNK, async (c) => {
      await tx.execute(insertFromJson(bookingSeats, SEAT_KEYS, c));
      return c;
    });

    return {
      terminals: insertedTerminals.length,
      pickupLocations: insertedPickups.length,
      vehicleModels: insertedModels.length,
      routes: insertedRoutes.length,
      fares: insertedFares.length,
      trips: insertedTrips.length,
      bookings: insertedBookings.length,
      bookingSeats: seatRows.length,
      hireVehicles: insertedHireVehicles.length,
      tripVehicles: insertedTripVehicles.length,
      firstDate: dates[0] ?? today,
      lastDate: dates[dates.length - 1] ?? today,
    };
  });
}
