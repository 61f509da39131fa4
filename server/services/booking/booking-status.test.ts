import { like } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BusTrip } from '../../../contract/booking';
import { addDays, lagosInstant } from '../../../contract/dates';
import { bookingNotFoundMessage, bookingStatusResponse, type BookingStatus } from '../../../contract/tickets';
import type { DbHandle } from '../../db/client';
import { bookings } from '../../db/schema';
import { flagshipPair, minutesAfter, NOW, openBookingTest, seatBooker, TOMORROW, type Envelope, type TestApp } from '../../testing/booking-kit';
import { sitePath } from '../../../contract/call';
import * as bookingCalls from '../../../contract/calls/booking';

let handle: DbHandle;
let app: TestApp;
let outbound: BusTrip;
let back: BusTrip;
/** A booking on the next free seats (confirmed unless asked otherwise). */
let book: ReturnType<typeof seatBooker>;
const RETURN_DATE = addDays(TOMORROW, 2);

beforeAll(async () => {
  vi.setSystemTime(NOW);
  ({ handle, app } = await openBookingTest());
  ({ outbound, back } = await flagshipPair(app, handle.db, RETURN_DATE));
  book = seatBooker(app, handle.db, () => ({ outbound, back }));
});
beforeEach(() => {
  vi.setSystemTime(NOW);
});
afterAll(async () => {
  vi.useRealTimers();
  await handle.close();
});


async function status(ref: string) {
  const res = await app.request(`${sitePath(bookingCalls.bookingStatus)}?BookingRefCode=${encodeURIComponent(ref)}`);
  return { status: res.status, cacheControl: res.headers.get('cache-control'), body: (await res.json()) as Envelope<BookingStatus> };
}

describe('GET /Booking/limited', () => {
  it('shows a confirmed one-way booking: one row per seat, amounts in kobo, the departure terminal and instant', async () => {
    const { ref, amount, seats } = await book(2);
    const res = await status(ref.toLowerCase());
    expect(res.status).toBe(200);
    expect(res.cacheControl).toBe('no-store');
    const data = v.parse(bookingStatusResponse, res.body).data;
    expect(data.Object).toEqual({
      refCode: ref, createdDate: NOW.toISOString(), departureDate: TOMORROW, totalAmount: amount,
      // The signed ticket's QR text (boarding/sign.ts): the reference, the key id, the signature.
      ticketQr: expect.stringMatching(new RegExp(`^${ref} K[0-9A-Z]+ [A-Z2-7]{103}$`)),
    });
    expect(data.userData.map((r) => [r.seatNumber, r.fullName, r.bookingStatus, r.isPrinted, r.isReturn, r.amount])).toEqual([
      [seats[0], 'Ada Obi', 1, false, false, outbound.farePrice],
      [seats[1], 'Passenger 2', 1, false, false, outbound.farePrice],
    ]);
    expect(data.userData[0]).toMatchObject({
      bookingReferenceCode: ref,
      routeName: 'Lagos (Jibowu) ==> Abuja (Utako)',
      departureTerminalName: 'Lagos (Jibowu)',
      destinationTerminalName: 'Abuja (Utako)',
      departureTerminalId: 1,
      departureLatitude: 6.5146,
      departureLongitude: 3.3724,
      departureDate: TOMORROW,
      departureTime: '07:00 AM',
      departsAt: lagosInstant(TOMORROW, '07:00').toISOString(),
      vehicleName: outbound.vehicleName,
      passengerType: 0,
    });
  });

  it('shows both legs of a round trip, the return rows flagged, and totals every seat', async () => {
    const { ref, amount, returnSeats } = await book(2, { roundTrip: true });
    const { body } = await status(ref);
    expect(body.data.userData).toHaveLength(4);
    expect(body.data.userData.map((r) => r.isReturn)).toEqual([false, false, true, true]);
    const returns = body.data.userData.filter((r) => r.isReturn);
    expect(returns.map((r) => r.seatNumber)).toEqual([...returnSeats].sort((a, b) => a - b));
    expect(returns[0]).toMatchObject({ departureDate: RETURN_DATE, departureTerminalName: back.departureTerminalName, amount: back.farePrice, bookingStatus: 1 });
    expect(body.data.Object.departureDate).toBe(TOMORROW);
    expect(body.data.Object.totalAmount).toBe(amount);
    expect(amount).toBe(2 * outbound.farePrice + 2 * back.farePrice);
  });

  it('shows a pending booking as 0, then 5 once its hold has lapsed', async () => {
    const { ref } = await book(1, { pay: false });
    expect((await status(ref)).body.data.userData.map((r) => r.bookingStatus)).toEqual([0]);
    vi.setSystemTime(minutesAfter(NOW, 31));
    expect((await status(ref)).body.data.userData.map((r) => r.bookingStatus)).toEqual([5]);
  });

  it('answers 404 with the spec message for an unknown reference, uncached', async () => {
    const res = await status('FRE-ZZZZZZ');
    expect(res.status).toBe(404);
    expect(res.cacheControl).toBe('no-store');
    expect(res.body).toMatchObject({ shortDescription: bookingNotFoundMessage('FRE-ZZZZZZ'), data: null });
  });

  it('does not show walk-in sales to the public', async () => {
    const [walkIn] = await handle.db.select({ reference: bookings.reference }).from(bookings).where(like(bookings.reference, 'WALKIN-%')).limit(1);
    const res = await status(walkIn!.reference);
    expect(res.status).toBe(404);
    expect(res.body.shortDescription).toBe(bookingNotFoundMessage(walkIn!.reference));
  });

  it('needs a reference', async () => {
    const res = await app.request(`${sitePath(bookingCalls.bookingStatus)}?BookingRefCode=%20`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as Envelope<null>).shortDescription).toBe('A reference is required.');
  });
});
