import { ofReference } from '../../testing/payment-kit';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { RESCHEDULE_MESSAGES, RESCHEDULE_RULES } from '../../../contract/reschedule';
import { bookings, bookingSeats } from '../../db/schema';
import { sandboxTransactions } from '../../sandbox/schema';
import { checkIn } from '../booking/check-in';
import { selectTrips } from '../booking/trips';
import { sweepRegisteredReschedules } from './sweep';
import { BOOKING_STATUS } from '../booking/status';
import {
  call, confirmedBooking, day, feePayments, flagshipHiace, flagshipTrips, holderOf, lookup, minutesAfter, noticesOf, NOW, pressCheckout, reschedule,
  freeSeatsOn, rescheduleRow, rescheduleSuite, rescheduleTestApp, seatsOf, sendTransfer, soonTrip, statusOf, tripsOn, walletCustomer,
} from '../../testing/reschedule-kit';
import { sitePath } from '../../../contract/call';
import * as devCalls from '../../../contract/calls/dev';
import * as rescheduleCalls from '../../../contract/calls/reschedule';

/*
 * Every call and rule of the reschedule (contract/reschedule.ts RESCHEDULE_RULES), through the
 * composed app on a seeded PGlite with the clock at 10:00 on the seeded today. Bursts and both
 * databases: burst.test.ts.
 */

const t = rescheduleSuite();

/** A booking of `seats` on the 07:00 Hiace of day `n` (departing well after the free time). */
async function bookedOn(n: number, seats: number[]) {
  const trip = await flagshipHiace(t.db, day(n));
  return { trip, booked: await confirmedBooking(t, trip.id, seats) };
}

describe('who may reschedule', () => {
  it('a guest with the reference and the booking phone (any form) sees the booking; a wrong phone and an unknown reference answer the same 404', async () => {
    const { booked } = await bookedOn(3, [1]);
    const ok = await lookup(t, booked.ref.toLowerCase(), `+234${booked.phone.slice(1)}`);
    expect(ok.status, ok.body.shortDescription).toBe(200);
    expect(ok.body.data.bookingReference).toBe(booked.ref);
    expect(ok.body.data.reschedulesLeft).toBe(RESCHEDULE_RULES.maxPerBooking);
    expect(ok.body.data.legs).toHaveLength(1);
    expect(ok.body.data.legs[0]).toMatchObject({ leg: 'outbound', fee: 0, refusal: null, passengers: [{ fullName: 'Ada Obi', seatNumber: 1, checkedIn: false }] });

    const wrong = await lookup(t, booked.ref, '08099999999');
    const unknown = await lookup(t, 'FRE-ZZZZZZZZZZ', booked.phone);
    expect(wrong.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(wrong.body.shortDescription).toBe(RESCHEDULE_MESSAGES.notFound(booked.ref));
    expect((await lookup(t, booked.ref, '')).body.shortDescription).toBe(RESCHEDULE_MESSAGES.phoneNeeded);
  });

  it('wrong phones are counted per booking before they are compared: after 10, even the right one waits', async () => {
    const { booked } = await bookedOn(3, [2]);
    const wrong = await Promise.all(Array.from({ length: 15 }, (_, i) => lookup(t, booked.ref, `0809000${String(i).padStart(4, '0')}`)));
    expect(wrong.filter((r) => r.status === 404)).toHaveLength(10);
    expect(wrong.filter((r) => r.status === 429)).toHaveLength(5);
    const right = await lookup(t, booked.ref, booked.phone);
    expect(right.status).toBe(429);
    expect(right.body.shortDescription).toBe(RESCHEDULE_MESSAGES.tooManyGuesses);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a right phone hands its attempt back, so a traveller is never locked out by their own look-ups', async () => {
    const { booked } = await bookedOn(3, [3]);
    for (let i = 0; i < 15; i++) expect((await lookup(t, booked.ref, booked.phone)).status).toBe(200);
  });

  it('the booking service look-up limit (per address) takes an attempt before the reference is looked at', async () => {
    const strict = await rescheduleTestApp(t.db, { booking: 'default', trustProxy: true });
    const from = { 'x-forwarded-for': '10.77.0.1' };
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => lookup(strict, `FRE-UNKNOWN${i}`, '08011112222', undefined, from)));
    expect(answers.filter((a) => a.status === 429).map((a) => a.body.shortDescription)).toEqual(Array.from({ length: 5 }, () => expect.stringMatching(/^Too many booking look-ups/)));
    expect(answers.filter((a) => a.status === 404)).toHaveLength(20);
  });
});

describe('the buses on offer', () => {
  it('same route, another bus, fare not higher: the dearer Premium and the booked bus are left out', async () => {
    const { trip, booked } = await bookedOn(4, [1]);
    const all = await flagshipTrips(t.db, day(5));
    const res = await tripsOn(t, booked.ref, booked.phone, day(5));
    expect(res.status, res.body.shortDescription).toBe(200);
    expect(res.body.data.fee).toBe(0);
    const offered = res.body.data.trips.map((x) => x.vehicleTripRegistrationId);
    expect(offered.length).toBeGreaterThan(0);
    for (const x of all) expect(offered.includes(x.id)).toBe(x.fare <= trip.fare);
    expect(all.some((x) => x.fare > trip.fare)).toBe(true);
    const sameDay = await tripsOn(t, booked.ref, booked.phone, day(4));
    expect(sameDay.body.data.trips.map((x) => x.vehicleTripRegistrationId)).not.toContain(trip.id);
  });

  it('dates outside the seat window are refused', async () => {
    const { booked } = await bookedOn(4, [2]);
    for (const date of [day(0), day(22)]) {
      const res = await tripsOn(t, booked.ref, booked.phone, date);
      expect(res.status).toBe(400);
      expect(res.body.shortDescription).toMatch(/^Choose a date from /);
    }
  });
});

describe('a free reschedule', () => {
  it('moves the seats at once in one transaction: the old seat is free, the new one taken, the reference kept, the traveller told once', async () => {
    const { trip, booked } = await bookedOn(6, [4, 5]);
    const target = await flagshipHiace(t.db, day(8));
    const res = await reschedule(t, { ref: booked.ref, phone: booked.phone, leg: 'outbound', tripId: target.id, seats: [9, 8] });
    expect(res.status, res.body.shortDescription).toBe(200);
    expect(res.body.shortDescription).toBe(RESCHEDULE_MESSAGES.done);
    expect(res.body.data).toMatchObject({ status: 'done', bookingReference: booked.ref, fee: 0, paymentMethod: null, from: { seats: [4, 5] }, to: { seats: [8, 9], departureDate: day(8) } });
    expect(res.body.data.reference).toMatch(/^RSC-[A-HJ-NP-Z2-9]{10}$/);
    // Passengers keep their order: the first on the lower seat.
    expect(await seatsOf(t.db, booked.ref)).toEqual([
      { tripId: target.id, seat: 8, isReturn: false, name: 'Ada Obi' },
      { tripId: target.id, seat: 9, isReturn: false, name: 'Passenger 2' },
    ]);
    expect(await holderOf(t.db, trip.id, 4)).toBeUndefined();
    const [b] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.reference, booked.ref));
    expect(b?.status).toBe(BOOKING_STATUS.confirmed);
    // The old seats are for sale again.
    expect((await confirmedBooking(t, trip.id, [4])).ref).toMatch(/^FRE-/);

    const mail = t.sent.filter((m) => m.to === booked.email);
    const sms = t.sent.filter((m) => m.channel === 'sms' && m.to === `+234${booked.phone.slice(1)}`);
    expect(mail).toHaveLength(1);
    expect(sms).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`Your Freely ticket ${booked.ref} is rescheduled`);
    expect(mail[0]!.body).toContain('Seats: 8, 9');
    expect(mail[0]!.body).toContain('Reschedule fee: free');
    expect(await noticesOf(t.db, res.body.data.reference)).toHaveLength(1);

    // The same request again (a double tap, a lost answer) answers the same reschedule and moves nothing.
    const again = await reschedule(t, { ref: booked.ref, phone: booked.phone, leg: 'outbound', tripId: target.id, seats: [8, 9] });
    expect(again.status).toBe(200);
    expect(again.body.data.reference).toBe(res.body.data.reference);
    expect(t.sent.filter((m) => m.to === booked.email)).toHaveLength(1);
    expect((await lookup(t, booked.ref, booked.phone)).body.data.reschedulesLeft).toBe(RESCHEDULE_RULES.maxPerBooking - 1);
  });

  it(`at most ${RESCHEDULE_RULES.maxPerBooking} times per booking`, async () => {
    const { booked } = await bookedOn(6, [10]);
    for (const n of [7, 9]) {
      const to = await flagshipHiace(t.db, day(n));
      expect((await reschedule(t, { ref: booked.ref, phone: booked.phone, tripId: to.id, seats: [10] })).status).toBe(200);
    }
    const third = await reschedule(t, { ref: booked.ref, phone: booked.phone, tripId: (await flagshipHiace(t.db, day(10))).id, seats: [10] });
    expect(third.status).toBe(409);
    expect(third.body.shortDescription).toBe(RESCHEDULE_MESSAGES.tooMany(booked.ref));
    expect((await lookup(t, booked.ref, booked.phone)).body.data.legs[0]!.refusal).toBe(RESCHEDULE_MESSAGES.tooMany(booked.ref));
  });

  it('a signed-in traveller needs no phone for their own booking (made with their e-mail)', async () => {
    const me = await walletCustomer(t);
    const trip = await flagshipHiace(t.db, day(11));
    const booked = await confirmedBooking(t, trip.id, [1], { email: me.email });
    const mine = await lookup(t, booked.ref, '', me.token);
    expect(mine.status, mine.body.shortDescription).toBe(200);
    const someoneElses = await confirmedBooking(t, trip.id, [2]);
    const theirs = await lookup(t, someoneElses.ref, '', me.token);
    expect(theirs.status).toBe(400);
    expect(theirs.body.shortDescription).toBe(RESCHEDULE_MESSAGES.phoneNeeded);
  });
});

describe('refusals', () => {
  it('a seat someone holds answers 409 and nothing moves', async () => {
    const { trip, booked } = await bookedOn(12, [1]);
    const target = await flagshipHiace(t.db, day(13));
    const other = await confirmedBooking(t, target.id, [6]);
    const res = await reschedule(t, { ref: booked.ref, phone: booked.phone, tripId: target.id, seats: [6] });
    expect(res.status).toBe(409);
    expect(res.body.shortDescription).toBe('Seat(s) 6 already taken. Please choose other seats.');
    expect(await seatsOf(t.db, booked.ref)).toEqual([{ tripId: trip.id, seat: 1, isReturn: false, name: 'Ada Obi' }]);
    expect((await holderOf(t.db, target.id, 6))?.ref).toBe(other.ref);
  });

  it('a dearer bus, another route, the same bus, a wrong seat count, a bus that left', async () => {
    const { trip, booked } = await bookedOn(12, [2, 3]);
    const dearer = (await flagshipTrips(t.db, day(13))).find((x) => x.fare > trip.fare)!;
    const base = { ref: booked.ref, phone: booked.phone };
    expect((await reschedule(t, { ...base, tripId: dearer.id, seats: [1, 2] })).body.shortDescription).toBe(RESCHEDULE_MESSAGES.dearer);
    expect((await reschedule(t, { ...base, tripId: trip.id, seats: [8, 9] })).body.shortDescription).toBe(RESCHEDULE_MESSAGES.sameTrip);
    const to = await flagshipHiace(t.db, day(13));
    expect((await reschedule(t, { ...base, tripId: to.id, seats: [1] })).body.shortDescription).toMatch(/^Choose exactly 2 seat/);
    expect((await reschedule(t, { ...base, tripId: to.id, seats: [1, 99] })).body.shortDescription).toMatch(/^Seat 99 does not exist/);
    const [elsewhere] = await t.db.select({ id: bookingSeats.tripId }).from(bookingSeats).limit(1);
    const otherRoute = await reschedule(t, { ...base, tripId: elsewhere!.id, seats: [1, 2] });
    expect([RESCHEDULE_MESSAGES.otherRoute, RESCHEDULE_MESSAGES.sameTrip]).toContain(otherRoute.body.shortDescription);
    const gone = await soonTrip(t, -30);
    expect((await reschedule(t, { ...base, tripId: gone.vehicleTripRegistrationId, seats: [1, 2] })).status).toBe(400);
    expect(await seatsOf(t.db, booked.ref)).toHaveLength(2);
  });

  it('a booking not paid, cancelled, checked in for, or whose bus left more than 48 hours ago', async () => {
    const { booked: cancelled } = await bookedOn(14, [1]);
    await t.db.update(bookings).set({ status: BOOKING_STATUS.cancelled }).where(eq(bookings.reference, cancelled.ref));
    expect((await lookup(t, cancelled.ref, cancelled.phone)).body.data.legs[0]!.refusal).toBe(RESCHEDULE_MESSAGES.closed(cancelled.ref, 'cancelled'));
    const to = await flagshipHiace(t.db, day(15));
    const refused = await reschedule(t, { ref: cancelled.ref, phone: cancelled.phone, tripId: to.id, seats: [5] });
    expect(refused.status).toBe(409);
    expect(refused.body.shortDescription).toBe(RESCHEDULE_MESSAGES.closed(cancelled.ref, 'cancelled'));

    const { booked: pending } = await bookedOn(14, [2]);
    await t.db.update(bookings).set({ status: BOOKING_STATUS.pending, holdExpiresAt: minutesAfter(NOW, 10) }).where(eq(bookings.reference, pending.ref));
    expect((await reschedule(t, { ref: pending.ref, phone: pending.phone, tripId: to.id, seats: [5] })).body.shortDescription).toBe(RESCHEDULE_MESSAGES.pending(pending.ref));

    const soon = await soonTrip(t, 120);
    const checked = await confirmedBooking(t, soon.vehicleTripRegistrationId, [1]);
    const rec = await lookup(t, checked.ref, checked.phone);
    // Check in near Jibowu (the flagship's departure terminal), then try.
    const [info] = await selectTrips(t.db, (x) => eq(x.trips.id, soon.vehicleTripRegistrationId));
    expect((await checkIn(t.db, { reference: checked.ref, terminalId: info!.departure.id, ...info!.departurePosition }, new Date())).ok).toBe(true);
    expect(rec.body.data.legs[0]!.refusal).toBeNull();
    const after = await reschedule(t, { ref: checked.ref, phone: checked.phone, tripId: to.id, seats: [6], paymentMethod: 5 });
    expect(after.body.shortDescription).toBe(RESCHEDULE_MESSAGES.checkedIn);

    const old = await soonTrip(t, -(RESCHEDULE_RULES.missedGraceHours * 60 + 5));
    const late = await confirmedBooking(t, old.vehicleTripRegistrationId, [1]);
    const leg = (await lookup(t, late.ref, late.phone)).body.data.legs[0]!;
    expect(leg).toMatchObject({ fee: null, refusal: RESCHEDULE_MESSAGES.tooLate });
  });
});

describe('a missed bus: the fee', () => {
  async function missed(seats = [1]) {
    const gone = await soonTrip(t, -90);
    return { gone, booked: await confirmedBooking(t, gone.vehicleTripRegistrationId, seats) };
  }

  it('costs ₦1,000 from 2 hours before departure, and asks how to pay it', async () => {
    const soon = await soonTrip(t, RESCHEDULE_RULES.freeUntilMinutesBefore - 5);
    const late = await confirmedBooking(t, soon.vehicleTripRegistrationId, [1]);
    expect((await lookup(t, late.ref, late.phone)).body.data.legs[0]!.fee).toBe(RESCHEDULE_RULES.feeKobo);
    const early = await soonTrip(t, RESCHEDULE_RULES.freeUntilMinutesBefore + 5);
    const free = await confirmedBooking(t, early.vehicleTripRegistrationId, [1]);
    expect((await lookup(t, free.ref, free.phone)).body.data.legs[0]!.fee).toBe(0);
    const { booked } = await missed();
    const to = await flagshipHiace(t.db, day(1));
    const res = await reschedule(t, { ref: booked.ref, phone: booked.phone, tripId: to.id, seats: [12] });
    expect(res.status).toBe(400);
    expect(res.body.shortDescription).toBe(RESCHEDULE_MESSAGES.chooseMethod);
    expect((await tripsOn(t, booked.ref, booked.phone, day(1))).body.data.fee).toBe(RESCHEDULE_RULES.feeKobo);
  });

  it('by card: the new seats are held while the original stays; paid, the swap happens once, on the callback and the webhook alike', async () => {
    const { gone, booked } = await missed([2, 3]);
    const to = await flagshipHiace(t.db, day(2));
    const res = await reschedule(t, { ref: booked.ref, phone: booked.phone, tripId: to.id, seats: [11, 12], paymentMethod: 5 });
    expect(res.status, res.body.shortDescription).toBe(200);
    const r = res.body.data;
    expect(r).toMatchObject({ status: 'awaiting-payment', fee: RESCHEDULE_RULES.feeKobo, paymentMethod: 5, account: null });
    expect(r.checkoutUrl).toMatch(/\/sandbox\/paystack\/checkout\//);
    expect(Date.parse(r.expiresAt!) - NOW.getTime()).toBe(RESCHEDULE_RULES.holdMinutes * 60_000);
    // Held: nobody else can take them; the booking still has its old seats.
    expect((await call(t, 'POST', sitePath(devCalls.confirmedBooking), { vehicleTripRegistrationId: to.id, seats: [11], fullName: 'Other', email: 'o@example.com', phoneNumber: '08012341234' })).status).toBe(409);
    expect((await seatsOf(t.db, booked.ref)).map((s) => s.tripId)).toEqual([gone.vehicleTripRegistrationId, gone.vehicleTripRegistrationId]);
    // Asking again for the same move answers the same reschedule (one checkout).
    expect((await reschedule(t, { ref: booked.ref, phone: booked.phone, tripId: to.id, seats: [12, 11], paymentMethod: 5 })).body.data.reference).toBe(r.reference);

    const paid = await pressCheckout(t, r.checkoutUrl!, 'pay');
    // Paystack adds its trxref and reference (the checkout's) after ours.
    expect(paid.location).toBe(`https://freely.example/reschedule?reference=${r.reference}&trxref=${r.reference}.1&reference=${r.reference}.1`);
    const after = await statusOf(t, r.reference);
    expect(after.body.data.status).toBe('done');
    expect(after.body.data.checkoutUrl).toBeNull();
    expect(await seatsOf(t.db, booked.ref)).toEqual([
      { tripId: to.id, seat: 11, isReturn: false, name: 'Ada Obi' },
      { tripId: to.id, seat: 12, isReturn: false, name: 'Passenger 2' },
    ]);
    expect(await holderOf(t.db, gone.vehicleTripRegistrationId, 2)).toBeUndefined();
    // Replays of the confirmation swap nothing more and pay nothing twice.
    for (let i = 0; i < 3; i++) expect((await statusOf(t, r.reference)).body.data.status).toBe('done');
    expect(await feePayments(t.db, r.reference)).toEqual([{ outcome: 'paid', refund: null, provider: 'paystack' }]);
    expect(t.sent.filter((m) => m.to === booked.email)).toHaveLength(1);
    expect(t.sent.find((m) => m.to === booked.email)!.body).toContain('Reschedule fee paid: ₦1,000');
    expect((await rescheduleRow(t.db, r.reference))!.sequence).toBe(1);
  });

  it('a cancelled card payment frees the held seats and leaves the booking as it was', async () => {
    const { gone, booked } = await missed([4]);
    const to = await flagshipHiace(t.db, day(2));
    const r = (await reschedule(t, { ref: booked.ref, phone: booked.phone, tripId: to.id, seats: [13], paymentMethod: 5 })).body.data;
    await pressCheckout(t, r.checkoutUrl!, 'cancel', { skipWebhook: true });
    const after = await statusOf(t, r.reference);
    expect(after.body.data.status).toBe('cancelled');
    expect(await seatsOf(t.db, booked.ref)).toEqual([{ tripId: gone.vehicleTripRegistrationId, seat: 4, isReturn: false, name: 'Ada Obi' }]);
    expect((await confirmedBooking(t, to.id, [13])).ref).toMatch(/^FRE-/);
    expect((await lookup(t, booked.ref, booked.phone)).body.data.reschedulesLeft).toBe(RESCHEDULE_RULES.maxPerBooking);
  });

  it('a lapsed hold frees the seats; paid later with the seats still free it swaps, with a seat taken it is refunded and the booking kept', async () => {
    const { booked: a } = await missed([5]);
    const { gone, booked: b } = await missed([6]);
    const to = await flagshipHiace(t.db, day(3));
    const ra = (await reschedule(t, { ref: a.ref, phone: a.phone, tripId: to.id, seats: [7], paymentMethod: 5 })).body.data;
    const rb = (await reschedule(t, { ref: b.ref, phone: b.phone, tripId: to.id, seats: [8], paymentMethod: 5 })).body.data;
    vi.setSystemTime(minutesAfter(NOW, RESCHEDULE_RULES.holdMinutes + 1));
    // Someone takes b's held seat once it has lapsed.
    expect((await confirmedBooking(t, to.id, [8])).ref).toMatch(/^FRE-/);
    await pressCheckout(t, ra.checkoutUrl!, 'pay', { skipWebhook: true });
    await pressCheckout(t, rb.checkoutUrl!, 'pay', { skipWebhook: true });
    expect((await statusOf(t, ra.reference)).body.data.status).toBe('done');
    const lost = await statusOf(t, rb.reference);
    expect(lost.body.data.status).toBe('failed');
    expect(lost.body.data.refund).toBe('The new seats were taken by someone else before the payment arrived. Your payment of ₦1,000 with Paystack has been refunded. Your booking is unchanged.');
    expect(await seatsOf(t.db, b.ref)).toEqual([{ tripId: gone.vehicleTripRegistrationId, seat: 6, isReturn: false, name: 'Ada Obi' }]);
    const [tx] = await t.db.select().from(sandboxTransactions).where(ofReference(rb.reference));
    expect(tx?.status).toBe('refunded');
  });

  it('unpaid past its hold: expired, the seats free, the booking unchanged', async () => {
    const { gone, booked } = await missed([7]);
    const to = await flagshipHiace(t.db, day(3));
    const r = (await reschedule(t, { ref: booked.ref, phone: booked.phone, tripId: to.id, seats: [9], paymentMethod: 5 })).body.data;
    vi.setSystemTime(minutesAfter(NOW, RESCHEDULE_RULES.holdMinutes + 1));
    expect((await statusOf(t, r.reference)).body.data.status).toBe('expired');
    expect(await holderOf(t.db, to.id, 9)).toMatchObject({ status: BOOKING_STATUS.cancelled });
    expect((await confirmedBooking(t, to.id, [9])).ref).toMatch(/^FRE-/);
    expect(await seatsOf(t.db, booked.ref)).toEqual([{ tripId: gone.vehicleTripRegistrationId, seat: 7, isReturn: false, name: 'Ada Obi' }]);
  });

  it('by bank transfer: an account for ₦1,000 that lapses with the hold; the transfer swaps through the webhook', async () => {
    const { booked } = await missed([8]);
    const to = await flagshipHiace(t.db, day(4));
    const res = await reschedule(t, { ref: booked.ref, phone: booked.phone, tripId: to.id, seats: [10], paymentMethod: 26 });
    expect(res.status, res.body.shortDescription).toBe(200);
    const r = res.body.data;
    expect(r.account?.accountNo).toMatch(/^\d{10}$/);
    expect(r.checkoutUrl).toBeNull();
    expect((await sendTransfer(t, r.account!.accountNo)).status).toBeLessThan(400);
    expect((await rescheduleRow(t.db, r.reference))?.status).toBe('done');
    expect(await seatsOf(t.db, booked.ref)).toEqual([{ tripId: to.id, seat: 10, isReturn: false, name: 'Ada Obi' }]);
    expect(await feePayments(t.db, r.reference)).toEqual([{ outcome: 'paid', refund: null, provider: 'azapay' }]);
  });

  it('a second request for the booking replaces the unpaid one and frees its seats', async () => {
    const { booked } = await missed([9]);
    const to = await flagshipHiace(t.db, day(5));
    const offered = (await tripsOn(t, booked.ref, booked.phone, day(5))).body.data.trips.find((x) => x.vehicleTripRegistrationId === to.id)!;
    const [s1, s2] = offered.availableSeats.slice(-2) as [number, number];
    const first = (await reschedule(t, { ref: booked.ref, phone: booked.phone, tripId: to.id, seats: [s1], paymentMethod: 5 })).body.data;
    const answer = await reschedule(t, { ref: booked.ref, phone: booked.phone, tripId: to.id, seats: [s2], paymentMethod: 26 });
    expect(answer.status, answer.body.shortDescription).toBe(200);
    const second = answer.body.data;
    expect(second.reference).not.toBe(first.reference);
    expect((await rescheduleRow(t.db, first.reference))?.status).toBe('cancelled');
    expect(await holderOf(t.db, to.id, s1)).toMatchObject({ status: BOOKING_STATUS.cancelled });
    // The first checkout paid after all buys nothing and goes back.
    await pressCheckout(t, first.checkoutUrl!, 'pay');
    expect(await feePayments(t.db, first.reference)).toEqual([{ outcome: 'too-late', refund: 'refunded', provider: 'paystack' }]);
    expect((await seatsOf(t.db, booked.ref))[0]!.tripId).not.toBe(to.id);
  });
});

describe('the sweep and the webhooks', () => {
  it('the sweep expires an unpaid reschedule past its hold, and swaps one paid whose webhook and return never came', async () => {
    const unpaid = await confirmedBooking(t, (await soonTrip(t, -100)).vehicleTripRegistrationId, [1]);
    const paid = await confirmedBooking(t, (await soonTrip(t, -101)).vehicleTripRegistrationId, [1]);
    const to = await flagshipHiace(t.db, day(16));
    const [a, b] = await freeSeatsOn(t.db, to.id, 2);
    const ra = (await reschedule(t, { ref: unpaid.ref, phone: unpaid.phone, tripId: to.id, seats: [a!], paymentMethod: 5 })).body.data;
    const rb = (await reschedule(t, { ref: paid.ref, phone: paid.phone, tripId: to.id, seats: [b!], paymentMethod: 5 })).body.data;
    await pressCheckout(t, rb.checkoutUrl!, 'pay', { skipWebhook: true });
    vi.setSystemTime(minutesAfter(NOW, RESCHEDULE_RULES.holdMinutes + 2));
    // The wiring bookingApp registered for this database: the sandbox's providers.
    const swept = await sweepRegisteredReschedules(t.db);
    expect(swept.checked).toBeGreaterThanOrEqual(2);
    expect((await rescheduleRow(t.db, ra.reference))?.status).toBe('expired');
    expect((await rescheduleRow(t.db, rb.reference))?.status).toBe('done');
    expect((await seatsOf(t.db, paid.ref))[0]).toMatchObject({ tripId: to.id, seat: b });
    expect((await seatsOf(t.db, unpaid.ref))[0]!.tripId).not.toBe(to.id);
  });

  it('a cancel at the checkout (Paystack sends no webhook for it): the traveller back on the page frees the hold', async () => {
    const booked = await confirmedBooking(t, (await soonTrip(t, -102)).vehicleTripRegistrationId, [1]);
    const to = await flagshipHiace(t.db, day(16));
    const [seat] = await freeSeatsOn(t.db, to.id, 1);
    const r = (await reschedule(t, { ref: booked.ref, phone: booked.phone, tripId: to.id, seats: [seat!], paymentMethod: 5 })).body.data;
    const back = await pressCheckout(t, r.checkoutUrl!, 'cancel');
    expect((await rescheduleRow(t.db, r.reference))?.status).toBe('awaiting-payment');
    // Paystack's cancel_action: back to our page as it was given, where the status call reads the checkout left.
    expect(back.location).toBe(`https://freely.example/reschedule?reference=${r.reference}`);
    expect((await statusOf(t, r.reference)).body.data.status).toBe('cancelled');
    expect((await rescheduleRow(t.db, r.reference))?.status).toBe('cancelled');
    expect(await holderOf(t.db, to.id, seat!)).toMatchObject({ status: BOOKING_STATUS.cancelled });
  });
});

describe('the status call', () => {
  it('an unknown reschedule answers 404; a malformed reference 400', async () => {
    expect((await statusOf(t, 'RSC-ZZZZZZZZZZ')).status).toBe(404);
    expect((await call(t, 'GET', sitePath(rescheduleCalls.status, { ref: 'nope' }))).status).toBe(400);
  });
});
