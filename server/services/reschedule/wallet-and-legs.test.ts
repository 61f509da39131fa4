import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RESCHEDULE_MESSAGES, RESCHEDULE_RULES } from '../../../contract/reschedule';
import { WALLET_MESSAGES } from '../../../contract/wallet';
import { routes, trips } from '../../db/schema';
import { walletEntries, wallets } from '../../db/schema-wallet';
import { credit } from '../../testing/wallet-kit';
import { BOOKING_STATUS } from '../booking/status';
import { newReference } from '../booking/reference';
import { writeBooking } from '../booking/write-booking';
import {
  confirmedBooking, day, feePayments, flagshipHiace, freeSeatsOn, lookup, reschedule, rescheduleSuite, seatsOf, soonTrip, tripsOn, walletCustomer,
} from '../../testing/reschedule-kit';

/* The fee from the wallet with its PIN, and the two legs of a round trip. */

const t = rescheduleSuite();

const PIN = '2468';
const walletOf = async (customerId: number) => (await t.db.select().from(wallets).where(eq(wallets.customerId, customerId)))[0]!;

describe('the fee from the wallet (gateway 23, with the PIN)', () => {
  async function missedBy(customer: { phone: string; email: string }, seat: number) {
    const gone = await soonTrip(t, -60);
    const booked = await confirmedBooking(t, gone.vehicleTripRegistrationId, [seat], { email: customer.email, phone: customer.phone });
    const to = await flagshipHiace(t.db, day(6));
    return { gone, booked, to, free: (await freeSeatsOn(t.db, to.id, 1))[0]! };
  }

  it('needs a signed-in traveller and the PIN', async () => {
    const me = await walletCustomer(t, { pin: PIN, mainKobo: 500_000 });
    const { booked, to } = await missedBy(me, 1);
    const guest = await reschedule(t, { ref: booked.ref, phone: booked.phone, tripId: to.id, seats: [1], paymentMethod: 23, pin: PIN });
    expect(guest.status).toBe(400);
    expect(guest.body.shortDescription).toBe(RESCHEDULE_MESSAGES.walletSignIn);
    const noPin = await reschedule(t, { ref: booked.ref, phone: '', tripId: to.id, seats: [1], paymentMethod: 23 }, me.token);
    expect(noPin.body.shortDescription).toBe(RESCHEDULE_MESSAGES.pinNeeded);
  });

  it('a wrong PIN is counted and moves nothing; a low balance moves nothing; the right PIN debits once and swaps in one transaction', async () => {
    const me = await walletCustomer(t, { pin: PIN, mainKobo: 50_000 });
    const { gone, booked, to, free } = await missedBy(me, 2);
    const ask = (pin: string) => reschedule(t, { ref: booked.ref, phone: '', tripId: to.id, seats: [free], paymentMethod: 23, pin }, me.token);

    const wrong = await ask('1111');
    expect(wrong.status).toBe(400);
    expect(wrong.body.shortDescription).toBe(WALLET_MESSAGES.wrongPin);
    expect((await walletOf(me.id)).failedPinAttempts).toBe(1);

    const low = await ask(PIN);
    expect(low.status).toBe(400);
    expect(low.body.shortDescription).toBe(WALLET_MESSAGES.lowBalance);
    expect((await walletOf(me.id)).availableKobo).toBe(50_000);
    expect(await seatsOf(t.db, booked.ref)).toEqual([{ tripId: gone.vehicleTripRegistrationId, seat: 2, isReturn: false, name: 'Ada Obi' }]);

    await credit(t.db, me.id, 'main', 100_000);
    const paid = await ask(PIN);
    expect(paid.status, paid.body.shortDescription).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'done', fee: RESCHEDULE_RULES.feeKobo, paymentMethod: 23 });
    const wallet = await walletOf(me.id);
    expect(wallet.availableKobo).toBe(50_000);
    expect(wallet.failedPinAttempts).toBe(0);
    const debits = await t.db.select().from(walletEntries).where(and(eq(walletEntries.walletId, wallet.id), eq(walletEntries.direction, 'debit')));
    expect(debits).toEqual([expect.objectContaining({ amountKobo: RESCHEDULE_RULES.feeKobo, idempotencyKey: `reschedule:${paid.body.data.reference}` })]);
    expect(await seatsOf(t.db, booked.ref)).toEqual([{ tripId: to.id, seat: free, isReturn: false, name: 'Ada Obi' }]);
    expect(await feePayments(t.db, paid.body.data.reference)).toEqual([{ outcome: 'paid', refund: null, provider: 'wallet' }]);
    expect(t.sent.filter((m) => m.to === me.email)).toHaveLength(1);

    // Submitted again (a double tap): the same reschedule, no second debit, no PIN compared.
    const again = await ask('9999');
    expect(again.status).toBe(200);
    expect(again.body.data.reference).toBe(paid.body.data.reference);
    expect((await walletOf(me.id)).availableKobo).toBe(50_000);
  });

  it('a seat taken meanwhile rolls the debit back with everything else', async () => {
    const me = await walletCustomer(t, { pin: PIN, mainKobo: 500_000 });
    const { booked, to, free } = await missedBy(me, 3);
    await confirmedBooking(t, to.id, [free]);
    const res = await reschedule(t, { ref: booked.ref, phone: '', tripId: to.id, seats: [free], paymentMethod: 23, pin: PIN }, me.token);
    expect(res.status).toBe(409);
    expect((await walletOf(me.id)).availableKobo).toBe(500_000);
  });
});

describe('a round trip', () => {
  async function roundTrip() {
    const [back] = await t.db.select({ id: routes.id }).from(routes).where(eq(routes.name, 'Abuja (Utako) ==> Lagos (Jibowu)'));
    const out = await flagshipHiace(t.db, day(5));
    const [ret] = await t.db.select().from(trips).where(and(eq(trips.routeId, back!.id), eq(trips.departureDate, day(8)), eq(trips.vehicleModelId, 1)));
    const reference = newReference();
    const phone = '08066600000';
    const [seatOut] = await freeSeatsOn(t.db, out.id, 1);
    const [seatBack] = await freeSeatsOn(t.db, ret!.id, 1);
    await writeBooking(t.db, {
      reference, status: BOOKING_STATUS.confirmed, tripType: 1, customerName: 'Ada Obi', email: 'round@example.com', phoneNumber: phone, totalKobo: out.fare + ret!.fareKobo,
    }, [
      { tripId: out.id, seatNumber: seatOut!, fullName: 'Ada Obi', amountKobo: out.fare },
      { tripId: ret!.id, seatNumber: seatBack!, fullName: 'Ada Obi', amountKobo: ret!.fareKobo, isReturn: true },
    ]);
    return { reference, phone, out, ret: ret! };
  }

  it('each leg moves on its own, the outbound before the return and the return after the outbound', async () => {
    const rt = await roundTrip();
    const seen = await lookup(t, rt.reference, rt.phone);
    expect(seen.status, seen.body.shortDescription).toBe(200);
    expect(seen.body.data.legs.map((l) => [l.leg, l.dates])).toEqual([
      ['outbound', { min: day(1), max: day(8) }],
      ['return', { min: day(5), max: day(21) }],
    ]);
    expect((await tripsOn(t, rt.reference, rt.phone, day(9))).status).toBe(400);
    const later = await flagshipHiace(t.db, day(8));
    const tooLate = await reschedule(t, { ref: rt.reference, phone: rt.phone, leg: 'outbound', tripId: later.id, seats: await freeSeatsOn(t.db, later.id, 1) });
    // The 07:00 outbound on the return's day: allowed only if it still leaves before the return (the rule compares the times).
    const leavesBefore = later.departsAt.getTime() < rt.ret.departsAt.getTime();
    expect(tooLate.status, tooLate.body.shortDescription).toBe(leavesBefore ? 200 : 400);
    if (!leavesBefore) expect(tooLate.body.shortDescription).toBe(RESCHEDULE_MESSAGES.beforeReturn);

    const backDay = (await tripsOn(t, rt.reference, rt.phone, day(10), 'return')).body.data.trips[0]!;
    const moved = await reschedule(t, { ref: rt.reference, phone: rt.phone, leg: 'return', tripId: backDay.vehicleTripRegistrationId, seats: [backDay.availableSeats[0]!] });
    expect(moved.status, moved.body.shortDescription).toBe(200);
    expect(moved.body.data.leg).toBe('return');
    const seats = await seatsOf(t.db, rt.reference);
    expect(seats.find((s) => !s.isReturn)?.tripId).toBe(leavesBefore ? later.id : rt.out.id);
    expect(seats.find((s) => s.isReturn)?.tripId).toBe(backDay.vehicleTripRegistrationId);
  });

  it('a one-way booking has no return to move', async () => {
    const trip = await flagshipHiace(t.db, day(5));
    const booked = await confirmedBooking(t, trip.id, await freeSeatsOn(t.db, trip.id, 1));
    const res = await tripsOn(t, booked.ref, booked.phone, day(6), 'return');
    expect(res.status).toBe(400);
    expect(res.body.shortDescription).toBe(RESCHEDULE_MESSAGES.noReturn);
  });
});
