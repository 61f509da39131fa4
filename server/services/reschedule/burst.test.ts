import { and, eq, inArray, like } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import * as paymentCalls from '../../../contract/calls/payment';
import { sitePath } from '../../../contract/call';
import { RESCHEDULE_RULES } from '../../../contract/reschedule';
import { onBothDatabasesWithApp } from '../../../tests/fixtures/both-databases';
import type { Db } from '../../db/client';
import { bookings, bookingSeats } from '../../db/schema';
import { reschedulePayments, reschedules } from '../../db/schema-reschedule';
import { sandboxTransactions } from '../../sandbox/schema';
import { createHash } from 'node:crypto';
import { PAYSTACK_SIGNATURE_HEADER } from '../../providers/payments/paystack/wire';
import { hmacSha512Hex } from '../../providers/payments/signatures';
import { providerWebhook } from '../../testing/payment-kit';
import { BOOKING_STATUS } from '../booking/status';
import { writeBooking } from '../booking/write-booking';
import { newReference } from '../booking/reference';
import {
  allFreeSeats, day, flagshipHiace, flagshipTrips, freeSeatsOn, holderOf, noticesOf, NOW, pressCheckout, reschedule, rescheduleRow, rescheduleTestApp, seatsOf,
  soonTrip, statusOf, type RescheduleTestApp,
} from '../../testing/reschedule-kit';

/*
 * THE DOUBLE-SWAP TESTS: hundreds of reschedules fired at once at the same seat, on PGlite
 * (transactions serialised) and on a real PostgreSQL with a pool of ten (they overlap). Exactly
 * one wins; every loser gets 409 and keeps its booking exactly as it was; nothing is half-written.
 * Then a fee confirmation replayed from every side at once (the return page, webhooks) swaps once.
 */

const FREE_RACERS = 200;
const PAID_RACERS = 100;

type Racer = { ref: string; phone: string; tripId: number; seat: number };

let phoneSerial = 0;
const racerPhone = () => `0906${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSerial).padStart(4, '0')}`;

/** Paid one-seat bookings written straight in (writeBooking), one per free seat of these trips, until `n`. */
async function racers(db: Db, tripIds: number[], n: number, tag: string): Promise<Racer[]> {
  const out: Racer[] = [];
  for (const tripId of tripIds) {
    for (const seat of await allFreeSeats(db, tripId)) {
      if (out.length === n) return out;
      const ref = newReference();
      const phone = racerPhone();
      await writeBooking(db, {
        reference: ref, status: BOOKING_STATUS.confirmed, customerName: `${tag} Racer${out.length}`, email: `${tag}.${out.length}.${phone}@example.com`, phoneNumber: phone, totalKobo: 1,
      }, [{ tripId, seatNumber: seat, fullName: `${tag} Racer${out.length}`, amountKobo: 1 }]);
      out.push({ ref, phone, tripId, seat });
    }
  }
  if (out.length < n) throw new Error(`Only ${out.length} free seats for ${n} racers`);
  return out;
}

/** Every loser is exactly as it was: its one seat on its own trip, nothing else; the winner sits on the contested seat. */
async function checkRace(db: Db, field: Racer[], answers: { status: number; body: { shortDescription: string } }[], tripId: number, seat: number) {
  for (const a of answers) expect([200, 409], a.body.shortDescription).toContain(a.status);
  const winners = field.filter((_, i) => answers[i]!.status === 200);
  expect(winners).toHaveLength(1);
  for (const [i, r] of field.entries()) {
    if (answers[i]!.status === 200) continue;
    expect(answers[i]!.body.shortDescription).toBe(`Seat(s) ${seat} already taken. Please choose other seats.`);
    expect(await seatsOf(db, r.ref)).toEqual([expect.objectContaining({ tripId: r.tripId, seat: r.seat })]);
  }
  // booking_seats' unique index makes this true by construction; the test proves nothing bypasses it.
  const onSeat = await db.select({ id: bookingSeats.id }).from(bookingSeats).where(and(eq(bookingSeats.tripId, tripId), eq(bookingSeats.seatNumber, seat)));
  expect(onSeat).toHaveLength(1);
  return winners[0]!;
}

onBothDatabasesWithApp(async (db) => {
  vi.setSystemTime(NOW);
  return rescheduleTestApp(db);
}, (name, s: { db: Db; app: RescheduleTestApp }) => {
  beforeAll(() => {
    vi.setSystemTime(NOW);
  });

  it(`${FREE_RACERS} free reschedules of different bookings onto one seat at once: exactly one moves, the others keep their seats`, async () => {
    const t = s.app;
    // Every flagship bus of ten days (any model: none is cheaper than the target's Hiace).
    const tripIds = (await Promise.all([2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((n) => flagshipTrips(t.db, day(n))))).flat().map((x) => x.id);
    const field = await racers(t.db, tripIds, FREE_RACERS, `free-${name}`);
    const target = await flagshipHiace(t.db, day(12));
    const [seat] = await freeSeatsOn(t.db, target.id, 1);
    const started = performance.now();
    const answers = await Promise.all(field.map((r) => reschedule(t, { ref: r.ref, phone: r.phone, tripId: target.id, seats: [seat!] })));
    const winner = await checkRace(t.db, field, answers, target.id, seat!);
    expect((await holderOf(t.db, target.id, seat!))?.ref).toBe(winner.ref);
    // The winner's old seat is free; exactly one reschedule was recorded among them all.
    expect(await holderOf(t.db, winner.tripId, winner.seat)).toBeUndefined();
    const done = await t.db.select({ id: reschedules.id }).from(reschedules).innerJoin(bookings, eq(bookings.id, reschedules.bookingId))
      .where(like(bookings.customerName, `free-${name} Racer%`));
    expect(done).toHaveLength(1);
    console.info(`[${name}] ${FREE_RACERS} free reschedules at one seat: ${Math.round(performance.now() - started)} ms`);
  }, 240_000);

  it(`${PAID_RACERS} missed buses paying by card for one seat at once: exactly one holds it, the others hold nothing`, async () => {
    const t = s.app;
    const past: number[] = [];
    for (let i = 0; i < Math.ceil(PAID_RACERS / 14); i++) past.push((await soonTrip(t, -90 - i)).vehicleTripRegistrationId);
    const field = await racers(t.db, past, PAID_RACERS, `paid-${name}`);
    const target = await flagshipHiace(t.db, day(13));
    const [seat] = await freeSeatsOn(t.db, target.id, 1);
    const answers = await Promise.all(field.map((r) => reschedule(t, { ref: r.ref, phone: r.phone, tripId: target.id, seats: [seat!], paymentMethod: 5 })));
    const winner = await checkRace(t.db, field, answers, target.id, seat!);
    const won = answers.find((a) => a.status === 200)!.body.data;
    expect(won.status).toBe('awaiting-payment');
    // The seat is held by the winner's hold row, not by its booking (still on its old seat until the fee is paid).
    expect((await holderOf(t.db, target.id, seat!))?.ref).toMatch(/^HLD-/);
    expect(await seatsOf(t.db, winner.ref)).toEqual([expect.objectContaining({ tripId: winner.tripId, seat: winner.seat })]);
    const open = await t.db.select({ status: reschedules.status }).from(reschedules).innerJoin(bookings, eq(bookings.id, reschedules.bookingId))
      .where(like(bookings.customerName, `paid-${name} Racer%`));
    expect(open).toEqual([{ status: 'awaiting-payment' }]);
  }, 240_000);

  it('one booking rescheduled at once to many buses: at most the rules allow move it, one after the other, and it never holds two seats', async () => {
    const t = s.app;
    const [r] = (await racers(t.db, [(await flagshipHiace(t.db, day(15))).id], 1, `same-${name}`)) as [Racer];
    // Nine at once: each proves the booking with its phone, and a phone is counted before it is
    // compared (RESCHEDULE_PHONE_LIMIT, 10 per booking): a tenth in flight would be refused for that alone.
    const targets = await Promise.all([16, 17, 18].map((n) => flagshipHiace(t.db, day(n))));
    const asks = (await Promise.all(targets.map(async (x) => ({ tripId: x.id, seats: await freeSeatsOn(t.db, x.id, 3) })))).flatMap((x) => x.seats.map((seat) => ({ tripId: x.tripId, seat })));
    const answers = await Promise.all(asks.map((a) => reschedule(t, { ref: r.ref, phone: r.phone, tripId: a.tripId, seats: [a.seat] })));
    for (const a of answers) expect([200, 400, 409], a.body.shortDescription).toContain(a.status);
    const won = answers.filter((a) => a.status === 200);
    expect(won.length).toBeGreaterThanOrEqual(1);
    expect(won.length).toBeLessThanOrEqual(RESCHEDULE_RULES.maxPerBooking);
    const rows = await seatsOf(t.db, r.ref);
    expect(rows).toHaveLength(1);
    const done = await t.db.select({ sequence: reschedules.sequence, toTripId: reschedules.toTripId }).from(reschedules).innerJoin(bookings, eq(bookings.id, reschedules.bookingId))
      .where(and(eq(bookings.reference, r.ref), eq(reschedules.status, 'done')));
    expect(done.map((d) => d.sequence).sort()).toEqual(won.map((_, i) => i + 1));
    // It sits where the last of them put it.
    expect(rows[0]!.tripId).toBe(done.find((d) => d.sequence === done.length)!.toTripId);
  }, 120_000);

  it('a fee confirmation replayed at once from the return page and the webhooks swaps once, pays once, tells once', async () => {
    const t = s.app;
    const gone = await soonTrip(t, -120);
    const [r] = (await racers(t.db, [gone.vehicleTripRegistrationId], 1, `replay-${name}`)) as [Racer];
    const target = await flagshipHiace(t.db, day(14));
    const [seat] = await freeSeatsOn(t.db, target.id, 1);
    const asked = await reschedule(t, { ref: r.ref, phone: r.phone, tripId: target.id, seats: [seat!], paymentMethod: 5 });
    expect(asked.status, asked.body.shortDescription).toBe(200);
    const reference = asked.body.data.reference;
    await pressCheckout(t, asked.body.data.checkoutUrl!, 'pay', { skipWebhook: true });
    const row = await rescheduleRow(t.db, reference);
    // Paystack names the transaction by the reschedule's checkout reference (RSC-….1).
    const [tx] = await t.db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, row!.providerReference!));
    // Paystack's charge.success; `id` makes it another event about the same transaction (Paystack's event id is its transaction id and event).
    const webhook = async (id: string): Promise<Response> => {
      const event = JSON.parse(String(providerWebhook(t.db, t.payments, tx!)!.body)) as { data: { id: number } };
      event.data.id = Number.parseInt(createHash('sha256').update(id).digest('hex').slice(0, 8), 16);
      const body = JSON.stringify(event);
      return t.app.request(sitePath(paymentCalls.webhook, { provider: 'paystack' }), {
        method: 'POST', body, headers: { 'content-type': 'application/json', [PAYSTACK_SIGNATURE_HEADER]: hmacSha512Hex(t.payments.secrets.paystack, body) },
      });
    };
    const replays = await Promise.all([
      ...Array.from({ length: 30 }, () => statusOf(t, reference).then((a) => a.status)),
      ...Array.from({ length: 10 }, () => webhook(`${tx!.id}:paid`).then((a) => a.status)),
      ...Array.from({ length: 5 }, (_, i) => webhook(`${tx!.id}:paid:again-${i}`).then((a) => a.status)),
    ]);
    expect(replays.every((code) => code === 200)).toBe(true);
    const after = await rescheduleRow(t.db, reference);
    expect(after).toMatchObject({ status: 'done', sequence: 1, paidProviderReference: tx!.reference });
    expect(await t.db.select({ outcome: reschedulePayments.outcome }).from(reschedulePayments).where(eq(reschedulePayments.rescheduleId, after!.id))).toEqual([{ outcome: 'paid' }]);
    expect(await seatsOf(t.db, r.ref)).toEqual([expect.objectContaining({ tripId: target.id, seat })]);
    expect(await holderOf(t.db, r.tripId, r.seat)).toBeUndefined();
    expect(await noticesOf(t.db, reference)).toHaveLength(1);
    const told = t.sent.filter((m) => m.to === `replay-${name}.0.${r.phone}@example.com`.toLowerCase());
    expect(told).toHaveLength(1);
    const [money] = await t.db.select({ status: sandboxTransactions.status }).from(sandboxTransactions).where(eq(sandboxTransactions.id, tx!.id));
    expect(money?.status).toBe('paid');
    // No hold row of it still holds anything.
    const holds = await t.db.select({ status: bookings.status }).from(bookings).where(inArray(bookings.id, [after!.holdBookingId!]));
    expect(holds).toEqual([{ status: BOOKING_STATUS.cancelled }]);
  }, 120_000);
});
