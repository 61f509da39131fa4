import * as v from 'valibot';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOLD_LIMIT_MESSAGES, RELEASE_MESSAGES, unpaidLimitsResponse, type BusTrip, type CreateBookingRequest, type CreateBookingResult, type UnpaidLimits } from '../../../contract/booking';
import { sitePath } from '../../../contract/call';
import * as bookingCalls from '../../../contract/calls/booking';
import * as devCalls from '../../../contract/calls/dev';
import { addDays } from '../../../contract/dates';
import type { LoginResponse } from '../../../contract/onboarding';
import { bookingStatusResponse } from '../../../contract/tickets';
import { toLocalPhone } from '../../../contract/validation';
import { signedInCustomer } from '../../../tests/fixtures/accounts';
import { onBothDatabasesWithApp } from '../../../tests/fixtures/both-databases';
import { seededDatabase } from '../../../tests/fixtures/seeded-database';
import { UNPAID_HOLDS_PER_CONTACT } from '../../auth/limits';
import { settleBooking } from './settle';
import {
  appFor, bookingBody, defaultLimitsApp, fromAddress, minutesAfter, NOW, postJson, seatPicks, TOMORROW, tripsLeaving, uniqueContact, type TestApp,
} from '../../testing/booking-kit';

/*
 * POST /Booking/unpaidlimits asks ahead what POST /booking would answer to one more booking: both
 * count with hold-limits.ts seatHoldCheck, and these tests hold them to the same answer, with the
 * default limits, on PGlite and PostgreSQL.
 */

type Seat = { trip: BusTrip; seats: number[] };
const auth = (token: string): Record<string, string> => ({ Authorization: `Bearer ${token}` });

function ask(app: TestApp, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return postJson<UnpaidLimits>(app, sitePath(bookingCalls.unpaidLimits), body, headers);
}

/** The check's question for a POST /booking body: its seats, trips and contact. */
function questionOf(body: CreateBookingRequest) {
  const legs = String(body.seatRegistrations).split(';').map((leg) => leg.split(':'));
  return { seats: legs.reduce((n, [, seats]) => n + seats!.split(',').length, 0), tripIds: legs.map(([trip]) => Number(trip)), email: body.email, phoneNumber: body.phoneNumber };
}

/** Asks, then books: the check must have said what the booking then answered. */
async function askThenBook(app: TestApp, body: CreateBookingRequest, headers: Record<string, string>) {
  const check = await ask(app, questionOf(body), headers);
  expect(check.status).toBe(200);
  const answer = v.parse(unpaidLimitsResponse, check.body).data;
  const booked = await postJson<CreateBookingResult>(app, sitePath(bookingCalls.createBooking), body, headers);
  expect(answer.refused, `check said ${answer.message || 'allowed'}, booking answered ${booked.status} ${booked.body.shortDescription}`).toBe(booked.status === 429);
  if (answer.refused) expect(answer.message).toBe(booked.body.shortDescription);
  return { answer, booked, reference: booked.status === 200 ? booked.body.data.bookingReferenceCode : '' };
}

onBothDatabasesWithApp(defaultLimitsApp, (name, t) => {
  beforeEach(() => {
    vi.setSystemTime(NOW);
  });

  it('answers what POST /booking then does: per contact, a replaced hold, a paid one, per address, a lapsed hold', async () => {
    const [trip] = (await tripsLeaving(t.db, 'Lagos (Jibowu)', addDays(TOMORROW, 7))).filter((x) => x.availableSeats.length >= 12);
    let next = 0;
    const who = uniqueContact();
    const as = (contact: Partial<CreateBookingRequest> = who) => bookingBody(trip!, [trip!.availableSeats[next++]!], undefined, contact);

    await askThenBook(t.app, as(), fromAddress('10.20.0.1'));
    await askThenBook(t.app, as(), fromAddress('10.20.0.2'));
    const third = await askThenBook(t.app, as(), fromAddress('10.20.0.3'));
    expect(third.answer).toMatchObject({ refused: true, limit: 'contact', held: { email: { bookings: 2, seats: 2 }, phone: { bookings: 2, seats: 2 } } });
    expect(third.answer.message).toBe(HOLD_LIMIT_MESSAGES.contact(UNPAID_HOLDS_PER_CONTACT.bookings, UNPAID_HOLDS_PER_CONTACT.seats, 10));
    expect(third.answer.freesAt).toBe(minutesAfter(NOW, 10).toISOString());
    // Only the e-mail shared: still this traveller's two.
    await askThenBook(t.app, as({ ...uniqueContact(), email: who.email.toUpperCase() }), fromAddress('10.20.0.3'));
    // The same traveller choosing again on this bus from the same place: the new booking replaces the first.
    const again = await askThenBook(t.app, as(), fromAddress('10.20.0.1'));
    expect(again.booked.status).toBe(200);
    // Paid: no longer unpaid, so one more is let through.
    const paid = again.booked.body.data;
    await settleBooking(t.db, { reference: paid.bookingReferenceCode, gateway: 5, provider: 'paystack', providerReference: `tx-${paid.bookingReferenceCode}`, amountKobo: paid.amount });
    expect((await askThenBook(t.app, as(), fromAddress('10.20.0.4'))).booked.status).toBe(200);

    // Per address: six bookings of six travellers, then the seventh is refused.
    for (let i = 0; i < 7; i++) await askThenBook(t.app, as(uniqueContact()), fromAddress('10.21.0.1'));
    const address = await ask(t.app, { seats: 1 }, fromAddress('10.21.0.1'));
    expect(address.body.data).toMatchObject({ refused: true, limit: 'address', message: HOLD_LIMIT_MESSAGES.address(10), held: { address: { bookings: 6, seats: 6 }, email: null, phone: null }, pending: [] });

    // Ten minutes on, every hold has lapsed: nothing is refused.
    vi.setSystemTime(minutesAfter(NOW, 11));
    expect((await ask(t.app, { seats: 1, email: who.email, phoneNumber: who.phoneNumber }, fromAddress('10.21.0.1'))).body.data).toMatchObject({ refused: false, limit: null, message: '', freesAt: null });
  });

  it('counts seats per address as POST /booking does', async () => {
    const roomy = (await tripsLeaving(t.db, 'Lagos (Jibowu)', addDays(TOMORROW, 8))).filter((trip) => trip.availableSeats.length >= 13);
    for (const trip of roomy.slice(0, 3)) await askThenBook(t.app, bookingBody(trip, trip.availableSeats.slice(0, 13), undefined, uniqueContact()), fromAddress('10.22.0.1'));
    const fourth = roomy[3]!;
    const refused = await askThenBook(t.app, bookingBody(fourth, fourth.availableSeats.slice(0, 2), undefined, uniqueContact()), fromAddress('10.22.0.1'));
    expect(refused.answer).toMatchObject({ refused: true, limit: 'address', held: { address: { bookings: 3, seats: 39 } } });
  });

  it(`agrees under a burst: one e-mail booking from 30 addresses at once holds 2, then 20 checks at once all say why`, async () => {
    const picks = seatPicks(await tripsLeaving(t.db, 'Lagos (Jibowu)', addDays(TOMORROW, 9)), 31);
    const who = uniqueContact();
    const answers = await Promise.all(picks.slice(0, 30).map((p, i) =>
      postJson<CreateBookingResult>(t.app, sitePath(bookingCalls.createBooking), bookingBody(p.trip, p.seats, undefined, { ...uniqueContact(), email: who.email }), fromAddress(`10.23.0.${i + 1}`))));
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(UNPAID_HOLDS_PER_CONTACT.bookings);
    const refusal = answers.find((a) => a.status === 429)!.body.shortDescription;
    const checks = await Promise.all(Array.from({ length: 20 }, (_, i) => ask(t.app, { seats: 1, email: who.email }, fromAddress(`10.24.0.${i + 1}`))));
    for (const check of checks) expect(check.body.data).toMatchObject({ refused: true, limit: 'contact', message: refusal, held: { email: { bookings: 2, seats: 2 } } });
    console.info(`[${name}] 30 bookings, then 20 checks, for one e-mail: ${won.length} held, every check refused`);

    // Released: the check and the booking both let the next one through.
    const released = await postJson(t.app, sitePath(bookingCalls.releaseBooking), { ref: won[0]!.body.data.bookingReferenceCode, contact: who.email }, fromAddress('10.24.1.1'));
    expect(released.status).toBe(200);
    const last = picks[30]!;
    await askThenBook(t.app, bookingBody(last.trip, last.seats, undefined, { ...uniqueContact(), email: who.email }), fromAddress('10.24.1.2'));
  }, 60_000);

  describe('signed in', () => {
    let ada: LoginResponse;
    let bola: LoginResponse;
    let picks: Seat[];
    beforeAll(async () => {
      if (!t.app) return;
      vi.setSystemTime(NOW);
      ada = await signedInCustomer(t.app, { firstName: 'Ada' });
      bola = await signedInCustomer(t.app, { firstName: 'Bola' });
      picks = seatPicks(await tripsLeaving(t.db, 'Lagos (Jibowu)', addDays(TOMORROW, 12)), 6);
    });

    it("counts the account's own phone, lists only the customer's own pending bookings, and never a contact's to a guest", async () => {
      const adaPhone = toLocalPhone(ada.phoneNumber);
      // Ada books for someone else while signed in, and a guest books with Ada's phone.
      const forOther = await postJson<CreateBookingResult>(t.app, sitePath(bookingCalls.createBooking), bookingBody(picks[0]!.trip, picks[0]!.seats, undefined, uniqueContact()), { ...fromAddress('10.25.0.1'), ...auth(ada.jwtToken) });
      const withPhone = await postJson<CreateBookingResult>(t.app, sitePath(bookingCalls.createBooking), bookingBody(picks[1]!.trip, picks[1]!.seats, undefined, { ...uniqueContact(), phoneNumber: adaPhone }), fromAddress('10.25.0.2'));
      expect([forOther.status, withPhone.status]).toEqual([200, 200]);

      const mine = await ask(t.app, { seats: 1 }, { ...fromAddress('10.25.0.3'), ...auth(ada.jwtToken) });
      expect(mine.body.data).toMatchObject({ refused: false, held: { address: { bookings: 0 }, email: null, phone: { bookings: 1, seats: 1 } } });
      expect(mine.body.data.pending.map((row) => row.bookingReferenceCode).sort()).toEqual([forOther.body.data.bookingReferenceCode, withPhone.body.data.bookingReferenceCode].sort());
      expect(mine.body.data.pending[0]).toMatchObject({ bookingStatus: 0, holdExpiresAt: minutesAfter(NOW, 10).toISOString(), paymentUnderWay: false });

      // A guest naming Ada's phone learns the count, never the bookings; Bola sees none of Ada's.
      expect((await ask(t.app, { seats: 1, phoneNumber: adaPhone }, fromAddress('10.25.0.4'))).body.data).toMatchObject({ held: { phone: { bookings: 1 } }, pending: [] });
      expect((await ask(t.app, { seats: 1 }, auth(bola.jwtToken))).body.data.pending).toEqual([]);

      // Signed in with her own phone as the contact: the check and POST /booking agree, twice.
      const headers = { ...fromAddress('10.25.0.5'), ...auth(ada.jwtToken) };
      const own = (i: number) => bookingBody(picks[i]!.trip, picks[i]!.seats, undefined, { ...uniqueContact(), phoneNumber: adaPhone });
      expect((await askThenBook(t.app, own(2), headers)).booked.status).toBe(200);
      expect((await askThenBook(t.app, own(3), headers)).booked.status).toBe(429);
      expect((await ask(t.app, { seats: 1 }, headers)).body.data).toMatchObject({ refused: true, limit: 'contact' });

      // The customer releases a booking of theirs without naming its contact; nobody else can.
      const ref = forOther.body.data.bookingReferenceCode;
      const release = (from: Record<string, string>) => postJson(t.app, sitePath(bookingCalls.releaseBooking), { ref }, from);
      expect(await release(fromAddress('10.25.0.6'))).toMatchObject({ status: 400, body: { shortDescription: RELEASE_MESSAGES.needContact } });
      expect((await release(auth(bola.jwtToken))).status).toBe(404);
      expect(await release(auth(ada.jwtToken))).toMatchObject({ status: 200, body: { data: { bookingStatus: 2 } } });
    });
  });

  it('bad input answers 400 in the envelope', async () => {
    for (const body of [{}, { seats: 0 }, { seats: 27 }, { seats: 1, email: 'ada@' }, { seats: 1, phoneNumber: '0803' }, { seats: 1, tripIds: [1, 2, 3] }]) {
      const res = await ask(t.app, body, fromAddress('10.26.0.1'));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ code: '400', data: null });
      expect(res.body.shortDescription).not.toBe('');
    }
  });
});

describe('a pending booking’s hold on its status; one contact held to the default limits', () => {
  const opened = seededDatabase();
  let app: TestApp;
  beforeAll(async () => {
    vi.setSystemTime(NOW);
    app = await appFor(opened.db);
  });

  it('the status says until when the seats are held and whether a payment started; lapsed, it reads Expired with neither', async () => {
    const [pick] = seatPicks(await tripsLeaving(opened.db, 'Lagos (Jibowu)', addDays(TOMORROW, 13)), 1);
    const booked = await postJson<CreateBookingResult>(app, sitePath(bookingCalls.createBooking), bookingBody(pick!.trip, pick!.seats));
    const ref = booked.body.data.bookingReferenceCode;
    const status = async () => v.parse(bookingStatusResponse, await (await app.request(`${sitePath(bookingCalls.bookingStatus)}?BookingRefCode=${ref}`)).json()).data;
    expect((await status()).Object).toMatchObject({ holdExpiresAt: booked.body.data.holdExpiresAt, paymentUnderWay: false });
    vi.setSystemTime(minutesAfter(NOW, 11));
    const lapsed = await status();
    expect(lapsed.userData[0]?.bookingStatus).toBe(5);
    expect(lapsed.Object.holdExpiresAt).toBeUndefined();
    expect(lapsed.Object.paymentUnderWay).toBeUndefined();
    vi.setSystemTime(NOW);
  });

  it('POST /api/dev/limits/contact holds one e-mail to the default limits; the server’s roomy limits stay for every other', async () => {
    const picks = seatPicks(await tripsLeaving(opened.db, 'Lagos (Jibowu)', addDays(TOMORROW, 14)), 6);
    const held = uniqueContact();
    const set = await app.request(sitePath(devCalls.contactHoldLimits), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ contact: ` ${held.email.toUpperCase()} ` }) });
    expect(await set.json()).toEqual({ contact: held.email.toUpperCase(), ...UNPAID_HOLDS_PER_CONTACT });
    const statuses: number[] = [];
    for (const [i, p] of picks.entries()) {
      const res = await askThenBook(app, bookingBody(p.trip, p.seats, undefined, i % 2 === 0 ? { ...uniqueContact(), email: held.email } : { ...uniqueContact(), phoneNumber: held.phoneNumber }), {});
      statuses.push(res.booked.status);
    }
    // The held e-mail's third booking is refused; its phone, booked with other e-mails, is not held to the defaults.
    expect(statuses).toEqual([200, 200, 200, 200, 429, 200]);
  });
});
