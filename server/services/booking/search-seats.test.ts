import { beforeEach, expect, it, vi } from 'vitest';
import { UNPAID_HOLD_MINUTES, type BusTrip, type CreateBookingResult } from '../../../contract/booking';
import { addDays } from '../../../contract/dates';
import { GATEWAY } from '../../../contract/payment';
import { onBothDatabasesWithApp } from '../../../tests/fixtures/both-databases';
import { settleBooking } from './settle';
import { appFor, bookingBody, FLAGSHIP, minutesAfter, NOW, postJson, search, TOMORROW } from '../../testing/booking-kit';
import { sitePath } from '../../../contract/call';
import * as bookingCalls from '../../../contract/calls/booking';

/*
 * Trip search reads every trip's seats in the statement that finds the trips (issue 14 §4): what it
 * shows must stay exact, at once, after each booking, payment and lapse, on both databases.
 */

onBothDatabasesWithApp(appFor, (_name, env) => {
  beforeEach(() => {
    vi.setSystemTime(NOW);
  });

  it('shows seats held, sold and freed the moment it happens', async () => {
    const date = addDays(TOMORROW, 9);
    const tripNow = async (id: number): Promise<BusTrip> => {
      const { body } = await search(env.app, env.db, { ...FLAGSHIP, date });
      return body.data.departures.find((t) => t.vehicleTripRegistrationId === id)!;
    };
    const { body } = await search(env.app, env.db, { ...FLAGSHIP, date });
    const trip = body.data.departures.find((t) => t.availableSeats.length >= 4)!;
    const [paid, lapsing] = [trip.availableSeats.slice(0, 2), trip.availableSeats.slice(2, 4)];
    const book = async (seats: number[]) => (await postJson<CreateBookingResult>(env.app, sitePath(bookingCalls.createBooking), bookingBody(trip, seats))).body.data;

    const first = await book(paid);
    await book(lapsing);
    let seen = await tripNow(trip.vehicleTripRegistrationId);
    expect(seen.heldSeats).toEqual(expect.arrayContaining([...paid, ...lapsing]));
    expect(seen.availableSeats.filter((s) => [...paid, ...lapsing].includes(s))).toEqual([]);
    expect(seen.availableNumberOfSeats).toBe(trip.availableNumberOfSeats - 4);

    await settleBooking(env.db, { reference: first.bookingReferenceCode, gateway: GATEWAY.paystack, provider: 'paystack', providerReference: `tx-${first.bookingReferenceCode}`, amountKobo: first.amount });
    seen = await tripNow(trip.vehicleTripRegistrationId);
    expect([...seen.availableSeats, ...seen.heldSeats].filter((s) => paid.includes(s))).toEqual([]);
    expect(seen.heldSeats).toEqual(expect.arrayContaining(lapsing));

    vi.setSystemTime(minutesAfter(NOW, UNPAID_HOLD_MINUTES + 1));
    seen = await tripNow(trip.vehicleTripRegistrationId);
    expect(seen.availableSeats).toEqual(expect.arrayContaining(lapsing));
    expect(seen.heldSeats.filter((s) => lapsing.includes(s))).toEqual([]);
    expect(seen.availableNumberOfSeats).toBe(trip.availableNumberOfSeats - 2);
    expect(seen.availableNumberOfSeats + seen.heldSeats.length).toBeLessThanOrEqual(seen.totalNumberOfSeats);
  });
});
