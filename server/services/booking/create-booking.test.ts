import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UNPAID_HOLD_MINUTES, type BusTrip, type CreateBookingRequest, type CreateBookingResult } from '../../../contract/booking';
import { addDays } from '../../../contract/dates';
import type { DbHandle } from '../../db/client';
import { bookings, bookingSeats } from '../../db/schema';
import { REFERENCE_PATTERN } from './reference';
import { bookingBody, FLAGSHIP, firstTrip, minutesAfter, NOW, openBookingTest, postJson, search, TOMORROW, type TestApp } from '../../testing/booking-kit';
import { sitePath } from '../../../contract/call';
import * as bookingCalls from '../../../contract/calls/booking';

let handle: DbHandle;
let app: TestApp;
let outbound: BusTrip;
let back: BusTrip;
const PATH = sitePath(bookingCalls.createBooking);
const RETURN_DATE = addDays(TOMORROW, 4);

const book = (body: CreateBookingRequest) => postJson<CreateBookingResult>(app, PATH, body);
const tableCounts = async () => {
  const [b] = await handle.db.select({ n: count() }).from(bookings);
  const [s] = await handle.db.select({ n: count() }).from(bookingSeats);
  return { bookings: b!.n, seats: s!.n };
};
/** Free seats of a trip as a fresh search shows them. */
const freeSeats = async (trip: BusTrip, date = TOMORROW) => {
  const { body } = await search(app, handle.db, { from: trip.departureTerminalName, to: trip.destinationTerminalName, date });
  return [...body.data.departures, ...body.data.alternativeDepartures].find((t) => t.vehicleTripRegistrationId === trip.vehicleTripRegistrationId)!.availableSeats;
};

beforeAll(async () => {
  vi.setSystemTime(NOW);
  ({ handle, app } = await openBookingTest());
  outbound = await firstTrip(app, handle.db, { ...FLAGSHIP });
  const rt = await search(app, handle.db, { ...FLAGSHIP, returnDate: RETURN_DATE });
  back = rt.body.data.arrivals[0]!;
});
afterAll(async () => {
  vi.useRealTimers();
  await handle.close();
});

describe('POST /booking', () => {
  it('creates a pending booking for two adults; the server computes the total and ignores client amounts', async () => {
    const [s1, s2] = outbound.availableSeats;
    const { status, body } = await book(bookingBody(outbound, [s1!, s2!], undefined, { totalAmount: 100, onewayAmount: 100 }));
    expect(status).toBe(200);
    expect(body.code).toBe('1');
    expect(body.data.bookingReferenceCode).toMatch(REFERENCE_PATTERN);
    expect(body.data.amount).toBe(outbound.farePrice * 2);
    // An unpaid hold is short; starting a payment extends it (settle.ts claimPayment).
    expect(body.data.holdExpiresAt).toBe(minutesAfter(NOW, UNPAID_HOLD_MINUTES).toISOString());

    const [row] = await handle.db.select().from(bookings).where(eq(bookings.reference, body.data.bookingReferenceCode));
    expect(row).toMatchObject({ status: 0, tripType: 0, totalKobo: outbound.farePrice * 2, customerName: 'Ada Obi', paymentMethod: 5 });
    const seats = await handle.db.select().from(bookingSeats).where(eq(bookingSeats.bookingId, row!.id));
    expect(seats.map((s) => [s.seatNumber, s.fullName, s.amountKobo, s.isReturn])).toEqual([
      [s1, 'Ada Obi', outbound.farePrice, false],
      [s2, 'Passenger 2', outbound.farePrice, false],
    ]);
    expect(await freeSeats(outbound)).not.toContain(s1);
  });

  it('books a round trip: fare × adults plus the return fare × adults', async () => {
    const out = outbound.availableSeats.slice(-2);
    const ret = back.availableSeats.slice(0, 2);
    const { status, body } = await book(bookingBody(outbound, out, { trip: back, seats: ret }, { totalAmount: 1 }));
    expect(status).toBe(200);
    expect(body.data.amount).toBe(outbound.farePrice * 2 + back.farePrice * 2);
    const [row] = await handle.db.select().from(bookings).where(eq(bookings.reference, body.data.bookingReferenceCode));
    const seats = await handle.db.select().from(bookingSeats).where(eq(bookingSeats.bookingId, row!.id));
    expect(seats.filter((s) => s.isReturn).map((s) => [s.tripId, s.seatNumber])).toEqual(ret.map((s) => [back.vehicleTripRegistrationId, s]));
    expect(row!.tripType).toBe(1);
  });

  it('answers 409 for a taken seat and leaves nothing half-written', async () => {
    const before = await tableCounts();
    const [taken] = await handle.db.select({ seat: bookingSeats.seatNumber }).from(bookingSeats).where(eq(bookingSeats.tripId, outbound.vehicleTripRegistrationId));
    const free = (await freeSeats(outbound))[0]!;
    const { status, body } = await book(bookingBody(outbound, [free, taken!.seat]));
    expect(status).toBe(409);
    expect(body).toEqual({ code: '409', shortDescription: `Seat(s) ${taken!.seat} already taken. Please choose other seats.`, data: null });
    expect(await tableCounts()).toEqual(before);
    expect(await freeSeats(outbound)).toContain(free);
  });

  it('answers 409 when the return seat is taken, and writes no outbound seat either', async () => {
    const before = await tableCounts();
    const [takenBack] = await handle.db.select({ seat: bookingSeats.seatNumber }).from(bookingSeats).where(eq(bookingSeats.tripId, back.vehicleTripRegistrationId));
    const free = (await freeSeats(outbound))[0]!;
    const { status } = await book(bookingBody(outbound, [free], { trip: back, seats: [takenBack!.seat] }));
    expect(status).toBe(409);
    expect(await tableCounts()).toEqual(before);
  });

  const rules: [string, (trip: BusTrip) => CreateBookingRequest, number, RegExp | string][] = [
    ['fewer seats than passengers', (t) => bookingBody(t, [t.availableSeats[0]!], undefined, { beneficiaries: [{ fullName: 'Bola Ade', Gender: 0 }] }), 400,
      'Choose exactly 2 seat(s), one per passenger (1 chosen).'],
    ['a seat the bus does not have', (t) => bookingBody(t, [15]), 400, 'Seat 15 does not exist: this bus has seats 1 to 14.'],
    ['the same seat twice', (t) => bookingBody(t, [t.availableSeats[0]!, t.availableSeats[0]!]), 400, /^Seat \d+ is chosen twice\.$/],
    ['a routeId of another route', (t) => bookingBody(t, [t.availableSeats[0]!], undefined, { routeId: t.routeId + 1 }), 400, 'routeId is not the route of the chosen trip.'],
    ['a vehicleTripRegistrationId that is not the seats\' trip', (t) => bookingBody(t, [t.availableSeats[0]!], undefined, { vehicleTripRegistrationId: t.vehicleTripRegistrationId + 1 }), 400,
      'vehicleTripRegistrationId is not the trip of the chosen seats.'],
    ['a trip that does not exist', (t) => bookingBody({ ...t, vehicleTripRegistrationId: 99_999_999 }, [1]), 404, 'This bus is no longer available. Please search again.'],
    ['a round trip without return seats', (t) => bookingBody(t, [t.availableSeats[0]!], undefined, { tripType: 1 }), 400, 'A round trip needs seats on the return trip too.'],
    ['a return on another route', (t) => bookingBody(t, [t.availableSeats[0]!], { trip: back, seats: [back.availableSeats[0]!] }, { routeIdReturn: t.routeId }), 400,
      'routeIdReturn is not the route of the chosen return trip.'],
    ['a return trip that is not the way back', (t) => bookingBody(t, [t.availableSeats[0]!], { trip: t, seats: [t.availableSeats[1]!] }), 400, 'The return trip must be another trip.'],
    ['the same phone for passenger and next of kin', (t) => bookingBody(t, [t.availableSeats[0]!], undefined, { phoneNumber: '08012345678', nextOfKinPhone: '08012345678' }), 400,
      'Passenger and Next of Kin Phone No. should not be the same!!!'],
    ['a 10-digit phone', (t) => bookingBody(t, [t.availableSeats[0]!], undefined, { phoneNumber: '0801234567' }), 400, 'Phone No. should not be less than 11 characters'],
    ['a bad e-mail', (t) => bookingBody(t, [t.availableSeats[0]!], undefined, { email: 'ada@' }), 400, 'Please provide a valid email address'],
    ['an unknown payment method', (t) => bookingBody(t, [t.availableSeats[0]!], undefined, { paymentMethod: 77 }), 400, 'Payment method 77 is not one we accept.'],
    ['a garbled seatRegistrations', (t) => bookingBody(t, [t.availableSeats[0]!], undefined, { seatRegistrations: 'seat 4 please' }), 400, /^Seats must be given as trip and seat numbers/],
  ];
  it.each(rules)('refuses %s', async (_label, make, status, message) => {
    const before = await tableCounts();
    const res = await book(make(outbound));
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(String(status));
    if (typeof message === 'string') expect(res.body.shortDescription).toBe(message);
    else expect(res.body.shortDescription).toMatch(message);
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses a trip whose date is no longer bookable (the clock moved on to its day)', async () => {
    vi.setSystemTime(new Date(`${TOMORROW}T05:00:00+01:00`));
    try {
      const res = await book(bookingBody(outbound, [outbound.availableSeats[0]!]));
      expect(res.status).toBe(400);
      expect(res.body.shortDescription).toBe('Choose a departure date from Wed, 25 Nov 2026 to Tue, 15 Dec 2026.');
    } finally {
      vi.setSystemTime(NOW);
    }
  });
});
