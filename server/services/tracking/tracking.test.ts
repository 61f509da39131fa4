import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sitePath } from '../../../contract/call';
import * as trackingCalls from '../../../contract/calls/tracking';
import { TRACKING_GRACE_MINUTES, TRACKING_MESSAGES, trackingTripSchema } from '../../../contract/tracking';
import * as v from 'valibot';
import { openTestDatabase } from '../../../tests/fixtures/test-db';
import type { DbHandle } from '../../db/client';
import { issueAccessToken } from '../../auth/tokens';
import { appFor, bookingBody, firstTrip, FLAGSHIP, minutesAfter, NOW, postJson, type TestApp } from '../../testing/booking-kit';
import { bookedTrip, getWith, statusOf, vehicleTripPath } from '../../testing/tracking-kit';
import { verifyTrackingToken } from './token';
import * as bookingCalls from '../../../contract/calls/booking';

let handle: DbHandle;
let app: TestApp;

beforeAll(async () => {
  vi.setSystemTime(NOW);
  handle = await openTestDatabase();
  app = await appFor(handle.db);
});
beforeEach(() => {
  vi.setSystemTime(NOW);
});
afterAll(async () => {
  vi.useRealTimers();
  await handle.close();
});

const data = (body: { data: unknown }) => v.parse(trackingTripSchema, body.data);

describe('the tracking link a ticket carries', () => {
  it('comes with each seat row of a confirmed booking: a token for its trip and vehicle, its tracker id, departure and timetable arrival', async () => {
    const { trip, reference, link } = await bookedTrip(app, -60);
    expect(link).toBeDefined();
    expect(link!.trackerId).toBe(trip.trackerId);
    expect(link!.trackerId).toMatch(/^35\d{13}$/);
    expect(link!.departsAt).toBe(trip.departsAt);
    // Lagos (Jibowu) → Abuja (Utako): the route's duration after departure.
    expect(Date.parse(link!.arrivesAt) - Date.parse(link!.departsAt)).toBeGreaterThan(8 * 3_600_000);
    expect(Date.parse(link!.departsAt)).toBeLessThan(NOW.getTime());
    expect(await verifyTrackingToken(handle.db, link!.token)).toMatchObject({ tripId: trip.vehicleTripRegistrationId, imei: trip.trackerId });
    // The same link on every look-up, so a saved ticket's keeps working.
    expect((await statusOf(app, reference)).data.userData[0]?.tracking).toEqual(link);
  });

  it('expires TRACKING_GRACE_MINUTES after the bus is due', async () => {
    const { link } = await bookedTrip(app, -61);
    const expiry = Date.parse(link!.arrivesAt) + TRACKING_GRACE_MINUTES * 60_000;
    vi.setSystemTime(expiry - 1000);
    expect(await verifyTrackingToken(handle.db, link!.token)).not.toBeNull();
    vi.setSystemTime(expiry);
    expect(await verifyTrackingToken(handle.db, link!.token)).toBeNull();
  });

  it('is not given with an unpaid booking', async () => {
    const trip = await firstTrip(app, handle.db, FLAGSHIP);
    const { body } = await postJson<{ bookingReferenceCode: string }>(app, sitePath(bookingCalls.createBooking), bookingBody(trip, [trip.availableSeats[0]!]));
    const status = await statusOf(app, body.data.bookingReferenceCode);
    expect(status.data.userData[0]?.bookingStatus).toBe(0);
    expect(status.data.userData[0]?.tracking).toBeUndefined();
  });
});

describe('GET /AutoTrack/vehicletrip and /AutoTrack/trackvehicle/:id', () => {
  it('answer the token’s trip: route, ETA, both terminals with their coordinates, the bus and its road', async () => {
    const { trip, link } = await bookedTrip(app, -62);
    const byImei = await getWith(app, vehicleTripPath(trip.trackerId), link!.token);
    expect(byImei.status).toBe(200);
    expect(byImei.headers.get('cache-control')).toBe('no-store');
    const answer = data(byImei.body);
    expect(answer).toMatchObject({
      route: 'Lagos (Jibowu) ==> Abuja (Utako)',
      estimatedTimeOfArrival: link!.arrivesAt,
      departureTerminalResponse: { departureTerminal: 'Lagos (Jibowu)' },
      destinationTerminalResponse: { destinationTerminal: 'Abuja (Utako)' },
      vehicleTripRegistrationId: trip.vehicleTripRegistrationId,
      vehicleImei: trip.trackerId,
      vehicleName: 'Hiace 14 seater',
      departsAt: trip.departsAt,
    });
    expect(answer.plate).toMatch(/^[A-Z]{3} \d{3} [A-Z]{2}$/);
    const { departureTerminalResponse: from, destinationTerminalResponse: to, routePath } = answer;
    expect(from.latitude).toBeCloseTo(6.5, 0);
    expect(to.latitude).toBeCloseTo(9.1, 0);
    // The road from terminal to terminal, through the trunk-road towns between.
    expect(routePath[0]).toEqual([from.longitude, from.latitude]);
    expect(routePath.at(-1)).toEqual([to.longitude, to.latitude]);
    expect(routePath.length).toBeGreaterThan(4);

    const byId = await getWith(app, sitePath(trackingCalls.trackVehicle, { id: trip.vehicleTripRegistrationId }), link!.token);
    expect(byId.status).toBe(200);
    expect(data(byId.body)).toEqual(answer);
  });

  it('refuse with the spec’s Invalid Information! without a token, with a forged, expired or wrong kind of token, and for another vehicle or trip', async () => {
    const { trip, link } = await bookedTrip(app, -63);
    const other = await bookedTrip(app, -64);
    const invalid = { code: '401', shortDescription: TRACKING_MESSAGES.invalid, data: null };
    const path = vehicleTripPath(trip.trackerId);
    expect(await getWith(app, path)).toMatchObject({ status: 401, body: invalid });
    const [head, payload, signature] = link!.token.split('.');
    const forged = `${head}.${payload}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await getWith(app, path, forged)).toMatchObject({ status: 401, body: invalid });
    const access = await issueAccessToken(handle.db, { sub: 'guest:1', role: 'Guest' });
    expect(await getWith(app, path, access.token)).toMatchObject({ status: 401, body: invalid });
    // Another trip's token does not open this bus, by IMEI or by id.
    expect(await getWith(app, path, other.link!.token)).toMatchObject({ status: 403, body: { code: '403', shortDescription: TRACKING_MESSAGES.invalid } });
    expect((await getWith(app, sitePath(trackingCalls.trackVehicle, { id: trip.vehicleTripRegistrationId }), other.link!.token)).status).toBe(403);
    // A tracker id that is not one.
    expect(await getWith(app, vehicleTripPath('12345'), link!.token)).toMatchObject({ status: 400, body: { shortDescription: TRACKING_MESSAGES.invalid } });
    // After the bus is due and the grace: expired.
    vi.setSystemTime(minutesAfter(new Date(link!.arrivesAt), TRACKING_GRACE_MINUTES));
    expect(await getWith(app, path, link!.token)).toMatchObject({ status: 401, body: invalid });
  });
});

