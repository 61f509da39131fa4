import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../../contract/dates';
import { confirmedBookingSchema, soonTripSchema, type SoonTrip } from '../../../contract/dev';
import { bookingStatusResponse } from '../../../contract/tickets';
import { openTestDatabase, TEST_TODAY } from '../../../tests/fixtures/test-db';
import { createApp } from '../../app';
import type { DbHandle } from '../../db/client';
import { trips } from '../../db/schema';
import { sitePath } from '../../../contract/call';
import * as bookingCalls from '../../../contract/calls/booking';
import * as devCalls from '../../../contract/calls/dev';

/** 10:00 in Lagos on the seeded "today". */
const NOW = new Date(`${TEST_TODAY}T10:00:00+01:00`);
const FLAGSHIP_ROUTE_ID = 1013;

let handle: DbHandle;
let app: Awaited<ReturnType<typeof createApp>>;

const post = async (path: string, body: unknown, target = app) => {
  const res = await target.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as unknown };
};
const soonTrip = async (body: unknown) => {
  const res = await post(sitePath(devCalls.soonTrip), body);
  expect(res.status).toBe(200);
  return v.parse(soonTripSchema, res.body);
};
const confirmed = (trip: SoonTrip, seats: number[]) =>
  post(sitePath(devCalls.confirmedBooking), { vehicleTripRegistrationId: trip.vehicleTripRegistrationId, seats, fullName: 'Ngozi Eze', email: 'ngozi@example.com', phoneNumber: '08012345678' });

beforeAll(async () => {
  vi.setSystemTime(NOW);
  handle = await openTestDatabase();
  app = await createApp({ db: handle.db, config: { logRequests: false, staticDir: '/nonexistent', sandbox: true } });
});
beforeEach(() => {
  vi.setSystemTime(NOW);
});
afterAll(async () => {
  vi.useRealTimers();
  await handle.close();
});

describe('POST /api/dev/trips/soon', () => {
  it('creates an empty Hiace trip on the flagship route leaving N minutes from now, Lagos time', async () => {
    const trip = await soonTrip({ minutesFromNow: 20 });
    expect(trip).toMatchObject({ routeId: FLAGSHIP_ROUTE_ID, departureDate: TEST_TODAY, departureTime: '10:20 AM', departsAt: `${TEST_TODAY}T09:20:00.000Z` });
    const [row] = await handle.db.select().from(trips).where(eq(trips.id, trip.vehicleTripRegistrationId));
    expect(row).toMatchObject({ vehicleName: 'Hiace 14 seater', totalSeats: 14, departureTime: '10:20', vehicleModelId: 1 });
  });

  it('gives each of a burst of callers in the same minute a bus of its own (specs run side by side)', async () => {
    const burst = await Promise.all(Array.from({ length: 25 }, () => post(sitePath(devCalls.soonTrip), { minutesFromNow: 9 * 24 * 60 })));
    expect(burst.map((r) => r.status)).toEqual(burst.map(() => 200));
    const ids = burst.map((r) => v.parse(soonTripSchema, r.body).vehicleTripRegistrationId);
    expect(new Set(ids).size).toBe(25);
  });

  it('moves to the next free minute when the slot is taken, and takes another route', async () => {
    vi.setSystemTime(new Date(NOW.getTime() + 30_000));
    const again = await soonTrip({ minutesFromNow: 20 });
    expect(again.departureTime).toBe('10:21 AM');
    const other = await soonTrip({ minutesFromNow: 15 * 60, routeId: 13_001 });
    expect(other).toMatchObject({ routeId: 13_001, departureDate: addDays(TEST_TODAY, 1), departureTime: '01:00 AM' });
  });

  it('refuses an unknown route and a bad request', async () => {
    expect((await post(sitePath(devCalls.soonTrip), { minutesFromNow: 20, routeId: 999_999 })).status).toBe(404);
    expect((await post(sitePath(devCalls.soonTrip), { minutesFromNow: 'soon' })).status).toBe(400);
  });
});

describe('POST /api/dev/bookings/confirmed', () => {
  it('writes a paid booking the status page shows', async () => {
    const trip = await soonTrip({ minutesFromNow: 90 });
    const res = await confirmed(trip, [3, 4]);
    expect(res.status).toBe(200);
    const { bookingReferenceCode } = v.parse(confirmedBookingSchema, res.body);
    const status = v.parse(bookingStatusResponse, await (await app.request(`${sitePath(bookingCalls.bookingStatus)}?BookingRefCode=${bookingReferenceCode}`)).json());
    expect(status.data.userData.map((r) => [r.seatNumber, r.fullName, r.bookingStatus, r.departureTime])).toEqual([
      [3, 'Ngozi Eze', 1, '11:30 AM'],
      [4, 'Passenger 2', 1, '11:30 AM'],
    ]);
  });

  it('refuses a taken seat, a seat the bus does not have and an unknown trip', async () => {
    const trip = await soonTrip({ minutesFromNow: 120 });
    expect((await confirmed(trip, [1])).status).toBe(200);
    expect(await confirmed(trip, [2, 1])).toMatchObject({ status: 409, body: { shortDescription: 'Seat(s) 1 already taken. Please choose other seats.' } });
    expect((await confirmed(trip, [15])).status).toBe(400);
    expect((await confirmed({ ...trip, vehicleTripRegistrationId: 9_999_999 }, [1])).status).toBe(404);
  });

  it('does not exist without sandboxes', async () => {
    const prod = await createApp({ db: handle.db, config: { logRequests: false, staticDir: '/nonexistent', sandbox: false } });
    expect((await post(sitePath(devCalls.soonTrip), { minutesFromNow: 20 }, prod)).status).toBe(404);
    expect((await post(sitePath(devCalls.confirmedBooking), {}, prod)).status).toBe(404);
  });
});
