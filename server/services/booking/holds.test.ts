import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNPAID_HOLD_MINUTES, type BusTrip, type CreateBookingResult } from '../../../contract/booking';
import type { DbHandle } from '../../db/client';
import { bookings, bookingSeats } from '../../db/schema';
import { expireLapsedHolds } from './holds';
import { abandonBooking, findTicket, payableBooking, settleBooking } from './settle';
import { bookingBody, FLAGSHIP, minutesAfter, NOW, openBookingTest, postJson, search, type TestApp } from '../../testing/booking-kit';
import { sitePath } from '../../../contract/call';
import * as bookingCalls from '../../../contract/calls/booking';

let handle: DbHandle;
let app: TestApp;

beforeAll(async () => {
  vi.setSystemTime(NOW);
  ({ handle, app } = await openBookingTest());
});
beforeEach(() => {
  vi.setSystemTime(NOW);
});
afterAll(async () => {
  vi.useRealTimers();
  await handle.close();
});

/** The flagship 09:30 AM Premium trip as a search shows it now. */
async function premium(): Promise<BusTrip> {
  const { body } = await search(app, handle.db, { ...FLAGSHIP });
  return body.data.departures.find((t) => t.departureTime === '09:30 AM')!;
}
async function book(trip: BusTrip, seats: number[]) {
  const { status, body } = await postJson<CreateBookingResult>(app, sitePath(bookingCalls.createBooking), bookingBody(trip, seats));
  return { status, ...body };
}
const statusOf = async (reference: string) => (await handle.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.reference, reference)))[0]!.s;
const settle = (reference: string, amountKobo: number, providerReference = `tx-${reference}`) =>
  settleBooking(handle.db, { reference, gateway: 5, provider: 'paystack', providerReference, amountKobo });

describe('seat holds', () => {
  it('hold the seats for UNPAID_HOLD_MINUTES (10) before payment, then release them to the next booking', async () => {
    const trip = await premium();
    const seat = trip.availableSeats[0]!;
    const first = await book(trip, [seat]);
    expect(first.status).toBe(200);

    vi.setSystemTime(minutesAfter(NOW, UNPAID_HOLD_MINUTES - 1));
    expect((await premium()).availableSeats).not.toContain(seat);
    expect((await premium()).heldSeats).toContain(seat);
    expect((await book(trip, [seat])).status).toBe(409);
    expect((await payableBooking(handle.db, first.data.bookingReferenceCode))?.status).toBe(0);

    vi.setSystemTime(minutesAfter(NOW, UNPAID_HOLD_MINUTES + 1));
    expect((await premium()).availableSeats).toContain(seat);
    expect((await premium()).heldSeats).not.toContain(seat);
    expect((await payableBooking(handle.db, first.data.bookingReferenceCode))?.status).toBe(5);
    const second = await book(trip, [seat]);
    expect(second.status).toBe(200);

    // The lapsed booking lost that seat for good: it is Expired and a late payment cannot take it back.
    expect(await statusOf(first.data.bookingReferenceCode)).toBe(5);
    const rows = await handle.db.select().from(bookingSeats).where(eq(bookingSeats.tripId, trip.vehicleTripRegistrationId));
    expect(rows.filter((r) => r.seatNumber === seat)).toHaveLength(1);
    expect(await settle(first.data.bookingReferenceCode, first.data.amount)).toEqual({ outcome: 'seats-lost' });
    expect(await statusOf(first.data.bookingReferenceCode)).toBe(6);
    expect((await settle(second.data.bookingReferenceCode, second.data.amount)).outcome).toBe('confirmed');
  });

  it('the sweep marks lapsed holds Expired; an untouched expired booking still confirms on a late payment', async () => {
    const trip = await premium();
    const seats = trip.availableSeats.slice(0, 2);
    const late = await book(trip, seats);
    const fresh = await book(trip, [trip.availableSeats[2]!]);
    vi.setSystemTime(minutesAfter(NOW, 45));
    const stillHeld = await postJson<CreateBookingResult>(app, sitePath(bookingCalls.createBooking), bookingBody(trip, [trip.availableSeats[3]!]));

    expect(await expireLapsedHolds(handle.db)).toBe(2);
    expect(await statusOf(late.data.bookingReferenceCode)).toBe(5);
    expect(await statusOf(fresh.data.bookingReferenceCode)).toBe(5);
    expect(await statusOf(stillHeld.body.data.bookingReferenceCode)).toBe(0);
    expect(await expireLapsedHolds(handle.db)).toBe(0);
    expect((await premium()).availableSeats).toEqual(expect.arrayContaining(seats));

    const outcome = await settle(late.data.bookingReferenceCode, late.data.amount);
    expect(outcome.outcome).toBe('confirmed');
    expect(await statusOf(late.data.bookingReferenceCode)).toBe(1);
    expect((await premium()).availableSeats).not.toContain(seats[0]);
    const [row] = await handle.db.select().from(bookings).where(eq(bookings.reference, late.data.bookingReferenceCode));
    expect(row!.holdExpiresAt).toBeNull();
  });

  it('a cancelled or failed payment frees the seats at once and keeps the ticket; a confirmed booking stays', async () => {
    const trip = await premium();
    const [a, b, c] = trip.availableSeats;
    const cancelled = await book(trip, [a!]);
    const failed = await book(trip, [b!]);
    const paid = await book(trip, [c!]);
    await settle(paid.data.bookingReferenceCode, paid.data.amount);

    await abandonBooking(handle.db, cancelled.data.bookingReferenceCode, 2);
    await abandonBooking(handle.db, failed.data.bookingReferenceCode, 6);
    await abandonBooking(handle.db, paid.data.bookingReferenceCode, 2);
    expect(await statusOf(cancelled.data.bookingReferenceCode)).toBe(2);
    expect(await statusOf(failed.data.bookingReferenceCode)).toBe(6);
    expect(await statusOf(paid.data.bookingReferenceCode)).toBe(1);
    const free = (await premium()).availableSeats;
    expect(free).toEqual(expect.arrayContaining([a, b]));
    expect(free).not.toContain(c);
    expect((await findTicket(handle.db, cancelled.data.bookingReferenceCode))?.bookingStatus).toBe(2);

    // Cancelling again changes nothing; the freed seat sells to the next traveller.
    await abandonBooking(handle.db, cancelled.data.bookingReferenceCode, 6);
    expect(await statusOf(cancelled.data.bookingReferenceCode)).toBe(2);
    expect((await book(trip, [a!])).status).toBe(200);
    expect(await settle(cancelled.data.bookingReferenceCode, cancelled.data.amount)).toEqual({ outcome: 'cancelled' });
  });
});
