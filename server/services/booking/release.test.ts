import { inArray } from 'drizzle-orm';
import { beforeEach, expect, it, vi } from 'vitest';
import { RELEASE_MESSAGES, type CreateBookingResult, type ReleaseBookingResult } from '../../../contract/booking';
import { addDays } from '../../../contract/dates';
import { onBothDatabasesWithApp } from '../../../tests/fixtures/both-databases';
import { bookings } from '../../db/schema';
import { claimPayment, settleBooking } from './settle';
import {
  bookingBody, defaultLimitsApp, fromAddress, NOW, postJson, seatPicks, TOMORROW, tripsLeaving, uniqueContact as contact,
} from '../../testing/booking-kit';
import { sitePath } from '../../../contract/call';
import * as bookingCalls from '../../../contract/calls/booking';

/*
 * POST /Booking/release (issue 10, point 4): a traveller who leaves checkout before paying gives
 * their seats back at once; never a paid booking or one whose payment has started, also when the
 * release and the payment start race (PGlite, and PostgreSQL where the two UPDATEs truly meet).
 */

const RELEASE = sitePath(bookingCalls.releaseBooking);

onBothDatabasesWithApp(defaultLimitsApp, (name, env) => {
  beforeEach(() => {
    vi.setSystemTime(NOW);
  });

  it('POST /Booking/release frees the seats at once, only with the booking\u2019s phone or e-mail', async () => {
    const [trip] = (await tripsLeaving(env.db, 'Lagos (Jibowu)', addDays(TOMORROW, 7))).filter((t) => t.availableSeats.length >= 4);
    const who = contact();
    const seats = trip!.availableSeats.slice(0, 2);
    const made = await postJson<CreateBookingResult>(env.app, sitePath(bookingCalls.createBooking), bookingBody(trip!, seats, undefined, who), fromAddress('10.6.0.1'));
    const ref = made.body.data.bookingReferenceCode;
    const release = (r: string, c: string, address = '10.6.0.1') => postJson<ReleaseBookingResult>(env.app, RELEASE, { ref: r, contact: c }, fromAddress(address));
    const seatsOf = async () => {
      const [t] = await tripsLeaving(env.db, 'Lagos (Jibowu)', addDays(TOMORROW, 7)).then((list) => list.filter((x) => x.vehicleTripRegistrationId === trip!.vehicleTripRegistrationId));
      return t!;
    };
    expect((await seatsOf()).heldSeats).toEqual(expect.arrayContaining(seats));

    // A wrong contact and an unknown reference answer alike.
    const wrong = await release(ref, '08099999999');
    const unknown = await release('FRE-ZZZZZZZZZZ', who.phoneNumber);
    expect([wrong.status, unknown.status]).toEqual([404, 404]);
    expect(wrong.body.shortDescription).toBe(RELEASE_MESSAGES.notFound(ref));
    expect((await seatsOf()).heldSeats).toEqual(expect.arrayContaining(seats));

    // The phone in its international form, from another address: released, seats free at once.
    const ok = await release(ref.toLowerCase(), `+234${who.phoneNumber.slice(1)}`, '10.6.0.9');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ code: '1', shortDescription: RELEASE_MESSAGES.released(ref), data: { bookingReferenceCode: ref, bookingStatus: 2 } });
    expect((await seatsOf()).availableSeats).toEqual(expect.arrayContaining(seats));
    expect((await seatsOf()).heldSeats.filter((s) => seats.includes(s))).toEqual([]);
    // Again (a retry): still fine, nothing changes.
    const again = await release(ref, who.email.toUpperCase());
    expect(again.body).toMatchObject({ shortDescription: RELEASE_MESSAGES.alreadyOver(ref), data: { bookingStatus: 2 } });
    // The seats sell to the next traveller.
    expect((await postJson(env.app, sitePath(bookingCalls.createBooking), bookingBody(trip!, seats, undefined, contact()), fromAddress('10.6.0.2'))).status).toBe(200);
  });

  it('never releases a paid booking; one whose payment started is released once its provider says no money came', async () => {
    const picks = seatPicks(await tripsLeaving(env.db, 'Lagos (Jibowu)', addDays(TOMORROW, 8)), 2);
    const make = async (p: (typeof picks)[number]) => {
      const who = contact();
      const res = await postJson<CreateBookingResult>(env.app, sitePath(bookingCalls.createBooking), bookingBody(p.trip, p.seats, undefined, who), fromAddress(`10.7.0.${picks.indexOf(p) + 1}`));
      return { ...res.body.data, who };
    };
    const paid = await make(picks[0]!);
    await settleBooking(env.db, { reference: paid.bookingReferenceCode, gateway: 5, provider: 'paystack', providerReference: `tx-${paid.bookingReferenceCode}`, amountKobo: paid.amount });
    const paying = await make(picks[1]!);
    expect(await claimPayment(env.db, paying.bookingReferenceCode, 'azapay', NOW)).toBeDefined();

    const refusedPaid = await postJson(env.app, RELEASE, { ref: paid.bookingReferenceCode, contact: paid.who.email }, fromAddress('10.7.1.1'));
    expect(refusedPaid).toMatchObject({ status: 409, body: { shortDescription: RELEASE_MESSAGES.paid(paid.bookingReferenceCode) } });
    // The transfer account was never paid (the provider has nothing): the traveller may let it go;
    // a transfer that still lands later is refunded by the payment checks.
    const releasedPaying = await postJson(env.app, RELEASE, { ref: paying.bookingReferenceCode, contact: paying.who.phoneNumber }, fromAddress('10.7.1.1'));
    expect(releasedPaying).toMatchObject({ status: 200, body: { shortDescription: RELEASE_MESSAGES.released(paying.bookingReferenceCode) } });
    const states = await env.db.select({ status: bookings.status, provider: bookings.paymentProvider }).from(bookings)
      .where(inArray(bookings.reference, [paid.bookingReferenceCode, paying.bookingReferenceCode]));
    expect(states.map((s) => s.status).sort()).toEqual([1, 2]);
  });

  it('release and a payment starting at the same moment: the booking ends released or held for that payment, never both, for each of 40 bookings', async () => {
    const picks = seatPicks(await tripsLeaving(env.db, 'Lagos (Jibowu)', addDays(TOMORROW, 9)), 40);
    const made = [];
    for (const [i, p] of picks.entries()) {
      const who = contact();
      const res = await postJson<CreateBookingResult>(env.app, sitePath(bookingCalls.createBooking), bookingBody(p.trip, p.seats, undefined, who), fromAddress(`10.8.${i}.1`));
      expect(res.status).toBe(200);
      made.push({ ref: res.body.data.bookingReferenceCode, who });
    }
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const outcomes = await Promise.all(made.map(async (m, i) => {
      // The payment starts a little later each time: the first claims win outright, the last
      // releases do, and around the crossover the two UPDATEs meet on the row.
      const [released, claimed] = await Promise.all([
        postJson<ReleaseBookingResult>(env.app, RELEASE, { ref: m.ref, contact: m.who.email }, fromAddress(`10.8.${i}.2`)),
        pause(i * 5).then(() => claimPayment(env.db, m.ref, 'paystack', NOW)),
      ]);
      return { released: released.status === 200, claimed: claimed !== undefined, status: released.status };
    }));
    // A release that comes after the claim asks the provider, which has no money for it: it releases.
    // Only when the two UPDATEs meet on the row does the release lose (409, the payment under way).
    for (const o of outcomes) expect([200, 409]).toContain(o.status);
    const rows = await env.db.select({ reference: bookings.reference, status: bookings.status, provider: bookings.paymentProvider }).from(bookings).where(inArray(bookings.reference, made.map((m) => m.ref)));
    for (const r of rows) {
      const o = outcomes[made.findIndex((m) => m.ref === r.reference)]!;
      expect(o.released ? r.status === 2 : r.status === 0 && r.provider === 'paystack' && o.claimed).toBe(true);
    }
    console.info(`[${name}] release vs payment start on 40 bookings: ${outcomes.filter((o) => o.released).length} released, ${outcomes.filter((o) => o.claimed).length} paying`);
  }, 60_000);
});
