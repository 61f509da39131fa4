import { and, countDistinct, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../contract/dates';
import { openDatabase, type DbHandle } from '../db/client';
import {
  bookings, bookingSeats, fares, pickupLocations, routes, terminals, trips, vehicleModels,
} from '../db/schema';
import { hireVehicles } from '../db/schema-hire';
import { tripVehicles } from '../db/schema-tracking';
import { seedFares } from './fares';
import { seed } from './index';
import { seedRoutes } from './routes';
import { buildSchedule, STOPOVER_ROUTE } from './schedule';
import { seedVehicleModels } from './vehicle-models';

const TODAY = '2026-11-23';
const LATER = '2026-11-25';
let handle: DbHandle;

async function counts() {
  const { db } = handle;
  return {
    terminals: await db.$count(terminals),
    pickupLocations: await db.$count(pickupLocations),
    vehicleModels: await db.$count(vehicleModels),
    routes: await db.$count(routes),
    fares: await db.$count(fares),
    trips: await db.$count(trips),
    bookings: await db.$count(bookings),
    bookingSeats: await db.$count(bookingSeats),
    hireVehicles: await db.$count(hireVehicles),
    tripVehicles: await db.$count(tripVehicles),
  };
}

beforeAll(async () => {
  handle = await openDatabase({ memory: true });
});

afterAll(async () => {
  await handle?.close();
});

describe('seed', () => {
  it('inserts the static data and the schedule once', async () => {
    const summary = await seed(handle.db, TODAY);
    const schedule = buildSchedule(TODAY, seedRoutes, seedVehicleModels, seedFares);
    expect(summary).toMatchObject({
      terminals: 33, pickupLocations: 26, vehicleModels: 5, hireVehicles: 25, routes: seedRoutes.length, fares: seedFares.length,
      trips: schedule.length, tripVehicles: schedule.length, firstDate: TODAY, lastDate: addDays(TODAY, 21),
    });
    const { firstDate: _f, lastDate: _l, ...inserted } = summary;
    expect(await counts()).toEqual(inserted);
  });

  it('changes nothing when run again on the same day', async () => {
    const before = await counts();
    const again = await seed(handle.db, TODAY);
    expect(again).toMatchObject({ terminals: 0, routes: 0, fares: 0, trips: 0, bookings: 0, bookingSeats: 0, hireVehicles: 0, tripVehicles: 0 });
    expect(await counts()).toEqual(before);
  });

  it('stores trips with their Lagos date, time and instant, and walk-in bookings on their seats', async () => {
    const { db } = handle;
    const route = seedRoutes.find((r) => r.name === STOPOVER_ROUTE);
    const [trip] = await db.select().from(trips)
      .where(and(eq(trips.routeId, route?.id ?? 0), eq(trips.departureDate, TODAY), eq(trips.departureTime, '08:15')));
    expect(trip?.departsAt.toISOString()).toBe(`${TODAY}T07:15:00.000Z`);

    const sold = await db.select({ tripId: bookingSeats.tripId, total: trips.totalSeats, seats: countDistinct(bookingSeats.seatNumber) })
      .from(bookingSeats).innerJoin(trips, eq(trips.id, bookingSeats.tripId))
      .groupBy(bookingSeats.tripId, trips.totalSeats);
    expect(sold.some((s) => s.seats === s.total)).toBe(true);
    expect(sold.every((s) => s.seats <= s.total)).toBe(true);

    const first = sold[0];
    const [booking] = await db.select().from(bookings).where(eq(bookings.reference, `WALKIN-${first?.tripId}`));
    expect(booking).toMatchObject({ status: 1, customerName: 'Walk-in passenger' });
  });

  it('only adds the new dates when today moves on', async () => {
    const { db } = handle;
    const before = await counts();
    const summary = await seed(handle.db, LATER);
    const newDates = [addDays(TODAY, 22), addDays(TODAY, 23)];
    const expected = buildSchedule(LATER, seedRoutes, seedVehicleModels, seedFares)
      .filter((s) => newDates.includes(s.trip.departureDate));
    expect(summary.trips).toBe(expected.length);
    expect(summary.tripVehicles).toBe(expected.length);
    expect(summary.bookingSeats).toBe(expected.reduce((n, s) => n + s.bookedSeats.length, 0));
    const after = await counts();
    expect(after.trips).toBe(before.trips + expected.length);
    expect(after.routes).toBe(before.routes);
    const [dates] = await db.select({ n: countDistinct(trips.departureDate) }).from(trips);
    expect(dates?.n).toBe(24);
    expect(await db.$count(trips, gte(trips.departureDate, newDates[0] ?? ''))).toBe(expected.length);
  });
});
