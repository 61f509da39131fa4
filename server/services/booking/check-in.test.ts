import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusTrip } from '../../../contract/booking';
import { addDays } from '../../../contract/dates';
import type { SoonTrip } from '../../../contract/dev';
import { CHECKIN_MESSAGES, distanceKm, type BookingStatus } from '../../../contract/tickets';
import { CHECKIN_REFUSALS } from './check-in';
import { FLAGSHIP, flagshipPair, minutesAfter, NOW, seatBooker, terminalId, TOMORROW, bookingTestApp, type Envelope } from '../../testing/booking-kit';
import { sitePath } from '../../../contract/call';
import * as bookingCalls from '../../../contract/calls/booking';
import * as devCalls from '../../../contract/calls/dev';

const JIBOWU = { latitude: 6.5146, longitude: 3.3724 };
const UTAKO = { latitude: 9.0707, longitude: 7.438 };
/** Ibadan, about 110 km from Jibowu: near enough to check in. */
const IBADAN = { latitude: 7.3775, longitude: 3.947 };

const env = bookingTestApp();
let outbound: BusTrip;
let back: BusTrip;
let lagos: number;
let abuja: number;

beforeAll(async () => {
  // Tomorrow 07:00 is 21 hours after NOW: check-in is open.
  ({ outbound, back } = await flagshipPair(env.app, env.db, addDays(TOMORROW, 2)));
  booker = seatBooker(env.app, env.db, () => ({ outbound, back }));
  lagos = await terminalId(env.db, FLAGSHIP.from);
  abuja = await terminalId(env.db, FLAGSHIP.to);
});
beforeEach(() => {
  vi.setSystemTime(NOW);
});

let booker: ReturnType<typeof seatBooker>;
const book = async (adults: number, options?: { roundTrip?: boolean; pay?: boolean }) => (await booker(adults, options)).ref;

/** A paid booking on a trip leaving `minutes` from now (the sandbox fixtures: searches only offer tomorrow on). */
async function bookLeavingIn(minutes: number) {
  const post = async <T>(path: string, body: unknown) =>
    (await env.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json() as Promise<T>;
  const trip = await post<SoonTrip>(sitePath(devCalls.soonTrip), { minutesFromNow: minutes });
  const booking = await post<{ bookingReferenceCode: string }>(sitePath(devCalls.confirmedBooking), {
    vehicleTripRegistrationId: trip.vehicleTripRegistrationId, seats: [1], fullName: 'Ngozi Eze', email: 'ngozi@example.com', phoneNumber: '08012345678',
  });
  return booking.bookingReferenceCode;
}

async function checkIn(ref: string, terminal: number, at?: { latitude: number | string; longitude: number | string }) {
  const query = at ? `?latitude=${at.latitude}&longitude=${at.longitude}` : '';
  const res = await env.app.request(`${sitePath(bookingCalls.checkIn, { ref, terminalId: terminal })}${query}`);
  return { status: res.status, cacheControl: res.headers.get('cache-control'), body: (await res.json()) as Envelope<null> };
}

async function printed(ref: string) {
  const res = await env.app.request(`${sitePath(bookingCalls.bookingStatus)}?BookingRefCode=${ref}`);
  return ((await res.json()) as Envelope<BookingStatus>).data.userData.map((r) => [r.isReturn ? 'return' : 'outbound', r.isPrinted]);
}

describe('distanceKm', () => {
  it('measures Lagos (Jibowu) to Abuja (Utako) as the great circle, about 530 km', () => {
    const km = distanceKm(JIBOWU, UTAKO);
    expect(km).toBeGreaterThan(520);
    expect(km).toBeLessThan(540);
    expect(distanceKm(UTAKO, JIBOWU)).toBeCloseTo(km, 9);
  });
  it('is 0 for the same point', () => {
    expect(distanceKm(JIBOWU, JIBOWU)).toBe(0);
  });
});

describe('GET /SeatManagement/getseatSelf', () => {
  it('checks in at the terminal: every seat of that leg printed, and again answers success without change', async () => {
    const ref = await book(2, { roundTrip: true });
    const first = await checkIn(ref.toLowerCase(), lagos, JIBOWU);
    expect(first).toMatchObject({ status: 200, cacheControl: 'no-store', body: { code: '1', shortDescription: CHECKIN_MESSAGES.success } });
    expect(await printed(ref)).toEqual([['outbound', true], ['outbound', true], ['return', false], ['return', false]]);
    const again = await checkIn(ref, lagos, JIBOWU);
    expect(again.body).toMatchObject({ code: '1', shortDescription: CHECKIN_MESSAGES.success });
    expect(await printed(ref)).toEqual([['outbound', true], ['outbound', true], ['return', false], ['return', false]]);
  });

  it('accepts a traveller within 300 km of the terminal', async () => {
    const ref = await book(1);
    expect(distanceKm(IBADAN, JIBOWU)).toBeLessThan(300);
    expect((await checkIn(ref, lagos, IBADAN)).body.code).toBe('1');
  });

  it('refuses beyond 300 km of the departure terminal', async () => {
    const ref = await book(1);
    const res = await checkIn(ref, lagos, UTAKO);
    expect(res).toMatchObject({ status: 400, body: { code: '0', shortDescription: CHECKIN_MESSAGES.tooFar } });
    expect(await printed(ref)).toEqual([['outbound', false]]);
  });

  it('closes 30 minutes before departure', async () => {
    const late = await bookLeavingIn(20);
    expect(await checkIn(late, lagos, JIBOWU)).toMatchObject({ status: 400, body: { code: '0', shortDescription: CHECKIN_MESSAGES.tooLate } });
    expect(await printed(late)).toEqual([['outbound', false]]);
    const gone = await bookLeavingIn(-60);
    expect((await checkIn(gone, lagos, JIBOWU)).body.shortDescription).toBe(CHECKIN_MESSAGES.tooLate);
    const inTime = await bookLeavingIn(45);
    expect((await checkIn(inTime, lagos, JIBOWU)).body.code).toBe('1');
  });

  it('opens 24 hours before departure', async () => {
    const ref = await book(1, { roundTrip: true });
    // The return leaves Abuja two days after the outbound: not yet.
    const res = await checkIn(ref, abuja, UTAKO);
    expect(res).toMatchObject({ status: 400, body: { code: '0', shortDescription: CHECKIN_REFUSALS.tooEarly } });
    const status = await env.app.request(`${sitePath(bookingCalls.bookingStatus)}?BookingRefCode=${ref}`);
    const leavesAt = new Date(((await status.json()) as Envelope<BookingStatus>).data.userData.find((r) => r.isReturn)!.departsAt);
    vi.setSystemTime(minutesAfter(leavesAt, -24 * 60 - 1));
    expect((await checkIn(ref, abuja, UTAKO)).body.shortDescription).toBe(CHECKIN_REFUSALS.tooEarly);
    vi.setSystemTime(minutesAfter(leavesAt, -24 * 60));
    expect((await checkIn(ref, abuja, UTAKO)).body.code).toBe('1');
    expect(await printed(ref)).toEqual([['outbound', false], ['return', true]]);
  });

  it('refuses a booking that is not paid', async () => {
    const ref = await book(1, { pay: false });
    expect(await checkIn(ref, lagos, JIBOWU)).toMatchObject({ status: 400, body: { code: '0', shortDescription: CHECKIN_REFUSALS.notPaid } });
  });

  it('refuses a terminal the booking does not depart from', async () => {
    const ref = await book(1);
    expect(await checkIn(ref, abuja, UTAKO)).toMatchObject({ status: 400, body: { code: '0', shortDescription: CHECKIN_REFUSALS.wrongTerminal } });
  });

  it('answers an unknown reference with the spec message', async () => {
    expect(await checkIn('FRE-ZZZZZZ', lagos, JIBOWU)).toMatchObject({ status: 404, cacheControl: 'no-store', body: { code: '0', shortDescription: CHECKIN_MESSAGES.invalidRef } });
  });

  it('needs a location, and a valid one', async () => {
    const ref = await book(1);
    for (const query of ['', '?latitude=6.5', '?latitude=&longitude=3.3']) {
      const res = await env.app.request(`${sitePath(bookingCalls.checkIn, { ref, terminalId: lagos })}${query}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as Envelope<null>).shortDescription).toBe(CHECKIN_MESSAGES.needLocation);
    }
    expect((await checkIn(ref, lagos, { latitude: 'abc', longitude: 3.3 })).body.shortDescription).toBe('Latitude must be a number.');
    expect((await checkIn(ref, lagos, { latitude: 95, longitude: 3.3 })).status).toBe(400);
    expect((await checkIn(ref, 0, JIBOWU)).status).toBe(400);
    expect(await printed(ref)).toEqual([['outbound', false]]);
  });
});
