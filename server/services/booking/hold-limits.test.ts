import { and, eq, inArray } from 'drizzle-orm';
import { beforeEach, expect, it, vi } from 'vitest';
import { HOLD_LIMIT_MESSAGES, type CreateBookingResult } from '../../../contract/booking';
import { addDays } from '../../../contract/dates';
import { onBothDatabasesWithApp } from '../../../tests/fixtures/both-databases';
import { UNPAID_HOLDS_PER_ADDRESS, UNPAID_HOLDS_PER_CONTACT } from '../../auth/limits';
import type { Db } from '../../db/client';
import { bookings, bookingSeats } from '../../db/schema';
import { settleBooking } from './settle';
import {
  bookingBody, defaultLimitsApp, fromAddress, NOW, postJson, search, seatPicks, TOMORROW, tripsLeaving, uniqueContact as contact, type TestApp,
} from '../../testing/booking-kit';
import { sitePath } from '../../../contract/call';
import * as bookingCalls from '../../../contract/calls/booking';

/*
 * Unpaid holds per client address and per contact (issue 10, point 4), with the default limits,
 * under bursts of hundreds of concurrent bookings: on PGlite (transactions serialised) and on
 * PostgreSQL (a pool of ten, transactions truly overlap: the advisory locks must hold).
 */

const PER_ADDRESS = UNPAID_HOLDS_PER_ADDRESS;
const PER_CONTACT = UNPAID_HOLDS_PER_CONTACT;
const BURST = 300;

type Answer = Awaited<ReturnType<typeof postJson<CreateBookingResult>>>;

/** Fires every booking at once; returns the answers and how long the burst took. */
async function burst(app: TestApp, requests: { body: ReturnType<typeof bookingBody>; address: string }[]) {
  const started = performance.now();
  const answers = await Promise.all(requests.map((r) => postJson<CreateBookingResult>(app, sitePath(bookingCalls.createBooking), r.body, fromAddress(r.address))));
  return { answers, ms: Math.round(performance.now() - started) };
}

/** Live unpaid bookings and seat rows in the database for these references. */
async function heldRows(db: Db, references: string[]) {
  if (references.length === 0) return { bookings: 0, seats: 0 };
  const rows = await db
    .select({ id: bookings.id, seat: bookingSeats.seatNumber, trip: bookingSeats.tripId })
    .from(bookings)
    .innerJoin(bookingSeats, eq(bookingSeats.bookingId, bookings.id))
    .where(and(inArray(bookings.reference, references), eq(bookings.status, 0)));
  return { bookings: new Set(rows.map((r) => r.id)).size, seats: rows.length, pairs: rows.map((r) => `${r.trip}:${r.seat}`) };
}

const won = (answers: Answer[]) => answers.filter((a) => a.status === 200).map((a) => a.body.data.bookingReferenceCode);

/** Every refusal of a burst is a 429 in the envelope, with this message and a Retry-After. */
function expectRefusals(answers: Answer[], message: string) {
  for (const a of answers.filter((x) => x.status !== 200)) {
    expect(a.status).toBe(429);
    expect(a.body).toMatchObject({ code: '429', shortDescription: message, data: null });
    expect(Number(a.headers.get('retry-after'))).toBeGreaterThan(0);
  }
}

onBothDatabasesWithApp(defaultLimitsApp, (name, env) => {
  beforeEach(() => {
    vi.setSystemTime(NOW);
  });

  it(`one address sending ${BURST} bookings at once holds at most ${PER_ADDRESS.bookings} of them; every other answer is a 429`, async () => {
    const picks = seatPicks(await tripsLeaving(env.db, 'Lagos (Jibowu)', addDays(TOMORROW, 1)), BURST);
    const { answers, ms } = await burst(env.app, picks.map((p) => ({ body: bookingBody(p.trip, p.seats, undefined, contact()), address: '10.1.0.1' })));
    const refs = won(answers);
    expect(refs).toHaveLength(PER_ADDRESS.bookings);
    expectRefusals(answers, HOLD_LIMIT_MESSAGES.address(10));
    const held = await heldRows(env.db, refs);
    expect(held).toMatchObject({ bookings: PER_ADDRESS.bookings, seats: PER_ADDRESS.bookings });
    console.info(`[${name}] ${BURST} one-seat bookings from one address: ${ms} ms, ${refs.length} held, ${BURST - refs.length} got 429`);

    // Another address is not affected.
    const other = seatPicks(await tripsLeaving(env.db, 'Lagos (Jibowu)', addDays(TOMORROW, 1)), 1)[0]!;
    expect((await postJson(env.app, sitePath(bookingCalls.createBooking), bookingBody(other.trip, other.seats, undefined, contact()), fromAddress('10.1.0.2'))).status).toBe(200);
  }, 120_000);

  it(`the Jibowu attack: one client asking for every free seat leaving Lagos (Jibowu) in a day gets at most ${PER_ADDRESS.seats}`, async () => {
    const date = addDays(TOMORROW, 2);
    const before = await tripsLeaving(env.db, 'Lagos (Jibowu)', date);
    const free = before.reduce((n, t) => n + t.availableSeats.length, 0);
    // As the attacker did: up to 13 seats a request (the most one booking may have), a fresh contact each.
    const requests = before.flatMap((trip) => {
      const chunks: number[][] = [];
      for (let i = 0; i < trip.availableSeats.length; i += 13) chunks.push(trip.availableSeats.slice(i, i + 13));
      return chunks.map((seats) => ({ body: bookingBody(trip, seats, undefined, contact()), address: '10.2.0.1' }));
    });
    const { answers, ms } = await burst(env.app, requests);
    const refs = won(answers);
    const held = await heldRows(env.db, refs);
    expect(held.seats).toBeLessThanOrEqual(PER_ADDRESS.seats);
    expect(held.bookings).toBeLessThanOrEqual(PER_ADDRESS.bookings);
    expect(refs.length).toBeGreaterThan(0);
    expectRefusals(answers, HOLD_LIMIT_MESSAGES.address(10));
    const after = await tripsLeaving(env.db, 'Lagos (Jibowu)', date);
    expect(after.reduce((n, t) => n + t.availableSeats.length, 0)).toBe(free - held.seats);
    expect(after.reduce((n, t) => n + t.heldSeats.length, 0)).toBe(held.seats);
    console.info(`[${name}] Jibowu: ${free} free seats on ${before.length} buses, ${requests.length} requests at once: ${ms} ms, ${held.seats} seats held in ${held.bookings} bookings`);
  }, 120_000);

  it.for(['email', 'phoneNumber'] as const)(`one %s sending ${BURST} bookings from ${BURST} addresses holds at most ${PER_CONTACT.bookings}`, { timeout: 120_000 }, async (field) => {
    const picks = seatPicks(await tripsLeaving(env.db, 'Lagos (Jibowu)', addDays(TOMORROW, field === 'email' ? 3 : 4)), BURST);
    const shared = contact();
    const requests = picks.map((p, i) => ({
      body: bookingBody(p.trip, p.seats, undefined, { ...contact(), [field]: shared[field] }),
      address: `10.3.${Math.floor(i / 250)}.${i % 250}`,
    }));
    const { answers, ms } = await burst(env.app, requests);
    const refs = won(answers);
    expect(refs).toHaveLength(PER_CONTACT.bookings);
    expectRefusals(answers, HOLD_LIMIT_MESSAGES.contact(PER_CONTACT.bookings, PER_CONTACT.seats, 10));
    expect(await heldRows(env.db, refs)).toMatchObject({ bookings: PER_CONTACT.bookings });
    console.info(`[${name}] ${BURST} bookings for one ${field} from ${BURST} addresses: ${ms} ms, ${refs.length} held`);
  });

  it('an e-mail is one contact in any case; the limit frees up as soon as a hold is paid or released', async () => {
    const trips = await tripsLeaving(env.db, 'Lagos (Jibowu)', addDays(TOMORROW, 5));
    const [a, b, c, d] = seatPicks(trips, 4);
    const who = contact();
    const book = (p: typeof a, email: string, address: string) =>
      postJson<CreateBookingResult>(env.app, sitePath(bookingCalls.createBooking), bookingBody(p!.trip, p!.seats, undefined, { ...contact(), email }), fromAddress(address));
    const first = await book(a, who.email, '10.4.0.1');
    const second = await book(b, who.email.toUpperCase(), '10.4.0.2');
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await book(c, ` ${who.email.replace('t', 'T')}`, '10.4.0.3');
    expect(third.status).toBe(429);
    expect(third.body.shortDescription).toBe(HOLD_LIMIT_MESSAGES.contact(PER_CONTACT.bookings, PER_CONTACT.seats, 10));

    // Paid: no longer an unpaid hold.
    await settleBooking(env.db, { reference: first.body.data.bookingReferenceCode, gateway: 5, provider: 'paystack', providerReference: `tx-${first.body.data.bookingReferenceCode}`, amountKobo: first.body.data.amount });
    expect((await book(c, who.email, '10.4.0.3')).status).toBe(200);
    expect((await book(d, who.email, '10.4.0.4')).status).toBe(429);
  });

  it('a traveller who goes back and books the same trip again releases their earlier hold in the same step', async () => {
    const [trip] = (await tripsLeaving(env.db, 'Lagos (Jibowu)', addDays(TOMORROW, 6))).filter((t) => t.availableSeats.length >= 6);
    const who = contact();
    const [s1, s2, s3, s4] = trip!.availableSeats;
    const book = (seats: number[], address = '10.5.0.1', overrides = {}) =>
      postJson<CreateBookingResult>(env.app, sitePath(bookingCalls.createBooking), bookingBody(trip!, seats, undefined, { ...who, ...overrides }), fromAddress(address));
    const refs: string[] = [];
    for (const seats of [[s1!], [s2!], [s3!], [s1!, s2!]]) {
      const res = await book(seats);
      expect(res.status).toBe(200);
      refs.push(res.body.data.bookingReferenceCode);
    }
    // Each new choice cancelled the one before: one live hold, on the seats chosen last (s1 again included).
    const statuses = await env.db.select({ reference: bookings.reference, status: bookings.status }).from(bookings).where(inArray(bookings.reference, refs));
    expect(refs.map((r) => statuses.find((s) => s.reference === r)?.status)).toEqual([2, 2, 2, 0]);
    const { body } = await search(env.app, env.db, { from: 'Lagos (Jibowu)', to: trip!.destinationTerminalName, date: trip!.departureDate });
    const now = body.data.departures.find((t) => t.vehicleTripRegistrationId === trip!.vehicleTripRegistrationId)!;
    expect(now.heldSeats.filter((s) => [s1, s2, s3].includes(s)).sort()).toEqual([s1, s2].sort());
    expect(now.availableSeats).toContain(s3);

    // Not the same traveller (another address, or another phone): nothing of theirs is released.
    expect((await book([s4!], '10.5.0.2')).status).toBe(200);
    expect((await env.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.reference, refs[3]!)))[0]?.status).toBe(0);
  });

  it('the search shows seats held by unpaid bookings apart from sold ones', async () => {
    const [trip] = (await tripsLeaving(env.db, 'Lagos (Jibowu)', addDays(TOMORROW, 10))).filter((t) => t.routeName.endsWith('Abuja (Utako)') && t.availableSeats.length >= 3);
    const [held, sold, free] = trip!.availableSeats;
    const mk = async (seat: number) => (await postJson<CreateBookingResult>(env.app, sitePath(bookingCalls.createBooking), bookingBody(trip!, [seat], undefined, contact()), fromAddress(`10.9.${seat}.1`))).body.data;
    await mk(held!);
    const paid = await mk(sold!);
    await settleBooking(env.db, { reference: paid.bookingReferenceCode, gateway: 5, provider: 'paystack', providerReference: `tx-${paid.bookingReferenceCode}`, amountKobo: paid.amount });
    const { body } = await search(env.app, env.db, { from: 'Lagos (Jibowu)', to: 'Abuja (Utako)', date: trip!.departureDate });
    const seen = body.data.departures.find((t) => t.vehicleTripRegistrationId === trip!.vehicleTripRegistrationId)!;
    expect(seen.heldSeats).toContain(held);
    expect(seen.heldSeats).not.toContain(sold);
    expect(seen.availableSeats).toContain(free);
    expect(seen.availableSeats).not.toContain(held);
    expect(seen.availableSeats).not.toContain(sold);
    expect(seen.availableNumberOfSeats).toBe(seen.availableSeats.length);
  });
});
