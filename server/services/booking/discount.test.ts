import { eq, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { priceBooking, ticketSchema, type BusTrip, type CreateBookingResult } from '../../../contract/booking';
import { addDays } from '../../../contract/dates';
import { GATEWAY } from '../../../contract/payment';
import { onBothDatabases } from '../../../tests/fixtures/both-databases';
import { issueRefreshToken, revokeFamily } from '../../auth/refresh-tokens';
import { issueAccessToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { bookings, bookingSeats } from '../../db/schema';
import { customers } from '../../db/schema-accounts';
import { claimPayment, settleBooking } from './settle';
import { appFor, bookingBody, flagshipPair, NOW, postJson, seatPicks, TOMORROW, tripsLeaving, type TestApp } from '../../testing/booking-kit';
import { sitePath } from '../../../contract/call';
import * as bookingCalls from '../../../contract/calls/booking';

/*
 * Issue 12 point 7: a booking made with a live customer session costs 5% less (spec 1 §1),
 * priced by the server; a guest pays the full fare; nothing the client sends changes either.
 * The seat rows still add up to the total, so the payment confirms the booking.
 */

const BOOK = sitePath(bookingCalls.createBooking);
let customerCount = 0;

/** A customer signed in now: the bearer header of a live access token, and its sign-in to end. */
async function signedIn(db: Db) {
  const n = ++customerCount;
  const [row] = await db.insert(customers).values({ phone: `+2348077${String(n).padStart(6, '0')}`, referralCode: `DISCOUNT${n}` }).returning();
  const { familyId } = await issueRefreshToken(db, row!.id);
  const { token } = await issueAccessToken(db, { sub: String(row!.id), role: 'Customer', sid: familyId });
  return { headers: { authorization: `Bearer ${token}` }, familyId };
}

async function stored(db: Db, reference: string) {
  const [booking] = await db.select().from(bookings).where(eq(bookings.reference, reference));
  const seats = await db.select({ amount: bookingSeats.amountKobo }).from(bookingSeats).where(eq(bookingSeats.bookingId, booking!.id));
  return { booking: booking!, seatSum: seats.reduce((sum, s) => sum + s.amount, 0), seatCount: seats.length };
}

/** Pays exactly `amount` by card, as a provider's verified payment would. */
const pay = (db: Db, reference: string, amount: number) =>
  settleBooking(db, { reference, gateway: GATEWAY.paystack, provider: 'paystack', providerReference: `tx-${reference}-${amount}`, amountKobo: amount });

onBothDatabases((_name, database) => {
  let db: Db;
  let app: TestApp;
  let pair: { outbound: BusTrip; back: BusTrip };
  let cursor = 0;
  /** The next `adults` free seats of the flagship pair, never the same twice in this file. */
  const nextSeats = (adults: number) => {
    const seats = pair.outbound.availableSeats.slice(cursor, cursor + adults);
    const back = pair.back.availableSeats.slice(cursor, cursor + adults);
    cursor += adults;
    return { seats, back };
  };

  beforeAll(async () => {
    const handle = database();
    if (!handle) return;
    db = handle.db;
    app = await appFor(db);
    vi.setSystemTime(NOW);
    pair = await flagshipPair(app, db, addDays(TOMORROW, 2));
  });
  beforeEach(() => {
    vi.setSystemTime(NOW);
  });

  it(`a signed-in one-way booking of 3 adults costs 95% of the fares; the payment of that confirms it`, async () => {
    const { headers } = await signedIn(db);
    const { seats } = nextSeats(3);
    const made = await postJson<CreateBookingResult>(app, BOOK, bookingBody(pair.outbound, seats), headers);
    expect(made.status).toBe(200);
    const fares = 3 * pair.outbound.farePrice;
    const expected = priceBooking(pair.outbound.farePrice, undefined, 3, true);
    expect(expected.discount).toBe(Math.round(fares * 0.05 / 100) * 100);
    expect(made.body.data).toMatchObject({ amount: fares - expected.discount, discount: expected.discount });

    const ref = made.body.data.bookingReferenceCode;
    const row = await stored(db, ref);
    expect(row.booking).toMatchObject({ totalKobo: expected.total, discountKobo: expected.discount });
    expect(row.seatSum).toBe(expected.total);
    // The provider is asked for the discounted amount.
    expect((await claimPayment(db, ref, 'paystack', NOW))?.amountKobo).toBe(expected.total);
    // The full fare is not what is due; the discounted total confirms.
    expect((await pay(db, ref, fares)).outcome).toBe('amount-mismatch');
    const paid = await pay(db, ref, expected.total);
    expect(paid.outcome).toBe('confirmed');
    if (paid.outcome !== 'confirmed') return;
    expect(paid.ticket).toMatchObject({ amount: expected.total, discount: expected.discount });
    expect(v.is(ticketSchema, paid.ticket)).toBe(true);
  });

  it(`a signed-in round trip of 2 adults costs 95% of both legs; a guest's costs it all`, async () => {
    const { headers } = await signedIn(db);
    const mine = nextSeats(2);
    const made = await postJson<CreateBookingResult>(app, BOOK, bookingBody(pair.outbound, mine.seats, { trip: pair.back, seats: mine.back }), headers);
    const expected = priceBooking(pair.outbound.farePrice, pair.back.farePrice, 2, true);
    expect(expected.subtotal).toBe(2 * pair.outbound.farePrice + 2 * pair.back.farePrice);
    expect(made.body.data).toMatchObject({ amount: expected.total, discount: expected.discount });
    expect(expected.discount).toBeGreaterThan(0);
    const row = await stored(db, made.body.data.bookingReferenceCode);
    expect([row.seatCount, row.seatSum, row.booking.discountKobo]).toEqual([4, expected.total, expected.discount]);
    expect((await pay(db, made.body.data.bookingReferenceCode, expected.total)).outcome).toBe('confirmed');

    const guestSeats = nextSeats(2);
    const guest = await postJson<CreateBookingResult>(app, BOOK, bookingBody(pair.outbound, guestSeats.seats, { trip: pair.back, seats: guestSeats.back }));
    expect(guest.body.data).toMatchObject({ amount: expected.subtotal, discount: 0 });
    const guestRow = await stored(db, guest.body.data.bookingReferenceCode);
    expect([guestRow.seatSum, guestRow.booking.discountKobo]).toEqual([expected.subtotal, 0]);
  });

  it(`amounts and a discount sent by the client are ignored; a guest token pays the full fare`, async () => {
    const forged = { totalAmount: 100, onewayAmount: 100, returnAmount: 0, discount: 999_999_999, discountKobo: 999_999_999, amount: 1 };
    const guest = nextSeats(1);
    const asGuest = await postJson<CreateBookingResult>(app, BOOK, { ...bookingBody(pair.outbound, guest.seats), ...forged });
    expect(asGuest.body.data).toMatchObject({ amount: pair.outbound.farePrice, discount: 0 });

    const guestToken = await issueAccessToken(db, { sub: 'guest:discount', role: 'Guest' });
    const withGuestToken = nextSeats(1);
    const asGuestToken = await postJson<CreateBookingResult>(app, BOOK, bookingBody(pair.outbound, withGuestToken.seats), { authorization: `Bearer ${guestToken.token}` });
    expect(asGuestToken.body.data).toMatchObject({ amount: pair.outbound.farePrice, discount: 0 });

    const { headers } = await signedIn(db);
    const mine = nextSeats(1);
    const asCustomer = await postJson<CreateBookingResult>(app, BOOK, { ...bookingBody(pair.outbound, mine.seats), ...forged }, headers);
    const expected = priceBooking(pair.outbound.farePrice, undefined, 1, true);
    expect(asCustomer.body.data).toMatchObject({ amount: expected.total, discount: expected.discount });
  });

  it(`a customer token whose sign-in has ended answers 401 and writes nothing`, async () => {
    const { headers, familyId } = await signedIn(db);
    await revokeFamily(db, familyId);
    const before = await db.$count(bookings);
    const { seats } = nextSeats(1);
    for (const authorization of [headers.authorization, 'Bearer not-a-token']) {
      const res = await postJson(app, BOOK, bookingBody(pair.outbound, seats), { authorization });
      expect(res.status).toBe(401);
      expect(res.body.shortDescription).toBe('Session Expired, Please log in');
    }
    expect(await db.$count(bookings)).toBe(before);
  });

  it(`120 concurrent bookings, signed in and guests mixed, each priced for who made it, none half-written`, async () => {
    const picks = seatPicks(await tripsLeaving(db, 'Lagos (Jibowu)', addDays(TOMORROW, 4)), 120);
    const sessions = await Promise.all(Array.from({ length: 6 }, () => signedIn(db)));
    const results = await Promise.all(picks.map(async (pick, i) => {
      const asCustomer = i % 3 !== 0;
      const body = { ...bookingBody(pick.trip, pick.seats), totalAmount: 1 };
      const res = await postJson<CreateBookingResult>(app, BOOK, body, asCustomer ? sessions[i % sessions.length]!.headers : {});
      return { res, asCustomer, fare: pick.trip.farePrice };
    }));
    for (const { res, asCustomer, fare } of results) {
      expect(res.status).toBe(200);
      const expected = priceBooking(fare, undefined, 1, asCustomer);
      expect(res.body.data).toMatchObject({ amount: expected.total, discount: expected.discount });
    }
    const refs = results.map((r) => r.res.body.data.bookingReferenceCode);
    const rows = await db.select().from(bookings).where(inArray(bookings.reference, refs));
    expect(rows).toHaveLength(120);
    for (const { res } of results) {
      const row = await stored(db, res.body.data.bookingReferenceCode);
      expect([row.seatCount, row.seatSum, row.booking.totalKobo, row.booking.discountKobo]).toEqual([1, res.body.data.amount, res.body.data.amount, res.body.data.discount]);
    }
    // Every one of them confirms when paid what the server asked.
    const outcomes = await Promise.all(results.map(({ res }) => pay(db, res.body.data.bookingReferenceCode, res.body.data.amount)));
    expect(outcomes.every((o) => o.outcome === 'confirmed')).toBe(true);
  }, 120_000);
});
