import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UNPAID_HOLD_MINUTES, type BusTrip, type CreateBookingResult } from '../../../contract/booking';
import { openSeededPostgres } from '../../../tests/fixtures/both-databases';
import type { TempPostgres } from '../../../tests/fixtures/postgres';
import { addDays } from '../../../contract/dates';
import type { Db, DbHandle } from '../../db/client';
import { bookings, bookingSeats } from '../../db/schema';
import { settleBooking, type SettleOutcome } from './settle';
import { bookingBody, defaultLimitsApp, FLAGSHIP, fromAddress, minutesAfter, NOW, openBookingTest, postJson, search, TOMORROW, type Envelope, type TestApp } from '../../testing/booking-kit';
// Deterministic, so a failing run can be replayed.
import { mulberry32 } from '../../seed/prng';
import { sitePath } from '../../../contract/call';
import * as bookingCalls from '../../../contract/calls/booking';

/*
 * THE CONCURRENCY TEST: hundreds of bookings fired at once at a few seats of one trip. On PGlite
 * (one connection, transactions serialised) and, when PostgreSQL binaries are present, on a real
 * PostgreSQL server with a pool of 10 connections, where the transactions truly overlap.
 *
 * The app runs with the default abuse limits (a few unpaid holds per address and per contact):
 * every racer is a different traveller, from an address and with an e-mail and phone of its own,
 * so only the seats are contested here. hold-limits.test.ts races one address or contact.
 */

const REQUESTS = 240;
type Race = { status: number; body: Envelope<CreateBookingResult>; seats: number[] }[];

let racerCount = 0;
/** A client address of its own for each racer. */
const nextAddress = () => {
  const n = ++racerCount;
  return `10.${100 + Math.floor(n / 65_536)}.${Math.floor(n / 256) % 256}.${n % 256}`;
};

async function fire(app: TestApp, trip: BusTrip, picks: number[][], tag: string): Promise<{ results: Race; ms: number }> {
  const started = performance.now();
  const results = await Promise.all(picks.map(async (seats, i) => {
    // bookingBody gives every racer its own e-mail and phone.
    const body = bookingBody(trip, seats, undefined, { firstName: `${tag}${i}`, lastName: 'Racer' });
    return { ...(await postJson<CreateBookingResult>(app, sitePath(bookingCalls.createBooking), body, fromAddress(nextAddress()))), seats };
  }));
  return { results, ms: Math.round(performance.now() - started) };
}

/** Every invariant of a race: no seat twice, no half-written booking, winners = seats sold. */
async function checkRace(db: Db, trip: BusTrip, contested: number[], results: Race, tag: string) {
  for (const r of results) {
    expect([200, 409]).toContain(r.status);
    if (r.status === 409) expect(r.body.shortDescription).toMatch(/^Seat\(s\) [\d, ]+ already taken\. Please choose other seats\.$/);
  }
  const winners = results.filter((r) => r.status === 200);
  const rows = await db
    .select({ seat: bookingSeats.seatNumber, bookingId: bookingSeats.bookingId })
    .from(bookingSeats)
    .where(and(eq(bookingSeats.tripId, trip.vehicleTripRegistrationId), inArray(bookingSeats.seatNumber, contested)));
  // The unique index makes this true by construction; the test proves nothing bypasses it.
  const perSeat = new Map<number, number>();
  for (const r of rows) perSeat.set(r.seat, (perSeat.get(r.seat) ?? 0) + 1);
  expect([...perSeat.values()].every((n) => n <= 1)).toBe(true);

  const racers = await db
    .select({ reference: bookings.reference, seats: sql<number[]>`coalesce(array_agg(${bookingSeats.seatNumber} order by ${bookingSeats.seatNumber}) filter (where ${bookingSeats.id} is not null), '{}')` })
    .from(bookings)
    .leftJoin(bookingSeats, eq(bookingSeats.bookingId, bookings.id))
    .where(like(bookings.customerName, `${tag}% Racer`))
    .groupBy(bookings.reference);
  // A booking row exists only for a winner, and it has exactly the seats it asked for.
  expect(racers.map((r) => r.reference).sort()).toEqual(winners.map((w) => w.body.data.bookingReferenceCode).sort());
  for (const w of winners) {
    const row = racers.find((r) => r.reference === w.body.data.bookingReferenceCode)!;
    expect(row.seats).toEqual([...w.seats].sort((a, b) => a - b));
  }
  return { winners, sold: new Set(racers.flatMap((r) => r.seats)) };
}

function raceSuite(name: string, open: () => Promise<DbHandle | undefined>) {
  describe(name, () => {
    let handle: DbHandle | undefined;
    let app: TestApp;
    let trips: BusTrip[] = [];

    beforeAll(async () => {
      vi.setSystemTime(NOW);
      handle = await open();
      if (!handle) return;
      app = await defaultLimitsApp(handle.db);
      // One trip per race, so each race starts from four seats nobody holds.
      for (const date of [TOMORROW, addDays(TOMORROW, 1)]) {
        const { body } = await search(app, handle.db, { ...FLAGSHIP, date });
        trips.push(...body.data.departures.filter((t) => t.availableNumberOfSeats >= 4));
      }
    }, 180_000);
    afterAll(async () => {
      vi.useRealTimers();
      await handle?.close();
    });
    /** The next unused trip and four of its free seats. */
    const take = () => {
      const trip = trips.shift();
      if (!trip) throw new Error('The seed has too few flagship trips with 4 free seats');
      return { trip, seats: trip.availableSeats.slice(0, 4) };
    };

    it(`${REQUESTS} concurrent one-seat bookings at 4 seats: each seat sold once, winners = seats sold`, async (ctx) => {
      if (!handle) return ctx.skip();
      const { trip, seats } = take();
      const { results, ms } = await fire(app, trip, Array.from({ length: REQUESTS }, (_, i) => [seats[i % seats.length]!]), 'one');
      const { winners, sold } = await checkRace(handle.db, trip, seats, results, 'one');
      expect(seats).toHaveLength(4);
      expect(winners).toHaveLength(seats.length);
      expect(sold).toEqual(new Set(seats));
      console.info(`[${name}] ${REQUESTS} one-seat bookings at 4 seats: ${ms} ms, ${winners.length} won, ${REQUESTS - winners.length} got 409`);
    }, 120_000);

    it(`${REQUESTS} concurrent bookings of 1-3 overlapping seats among 4: no seat twice, none half-written`, async (ctx) => {
      if (!handle) return ctx.skip();
      const { trip, seats } = take();
      const rng = mulberry32(42);
      const picks = Array.from({ length: REQUESTS }, () => {
        const shuffled = [...seats].sort(() => rng() - 0.5);
        return shuffled.slice(0, 1 + Math.floor(rng() * 3));
      });
      const { results, ms } = await fire(app, trip, picks, 'multi');
      const { winners, sold } = await checkRace(handle.db, trip, seats, results, 'multi');
      expect(winners.reduce((n, w) => n + w.seats.length, 0)).toBe(sold.size);
      expect(winners.length).toBeGreaterThan(0);
      console.info(`[${name}] ${REQUESTS} bookings of 1-3 seats among 4: ${ms} ms, ${winners.length} won ${sold.size} seats`);
    }, 120_000);

    it('the unique index has the last word when the early check cannot see a booking still being written', async (ctx) => {
      if (!handle || handle.driver !== 'postgres') return ctx.skip();
      const db = handle.db;
      const { trip, seats } = take();
      const seat = seats[0]!;
      let release = () => {};
      const gate = new Promise<void>((r) => (release = r));
      let written = () => {};
      const isWritten = new Promise<void>((r) => (written = r));
      const blocker = db.transaction(async (tx) => {
        const [b] = await tx.insert(bookings).values({ reference: 'FRE-BLOCK2', status: 1, customerName: 'Blocker', totalKobo: trip.farePrice }).returning({ id: bookings.id });
        await tx.insert(bookingSeats).values({ bookingId: b!.id, tripId: trip.vehicleTripRegistrationId, seatNumber: seat, fullName: 'Blocker', amountKobo: trip.farePrice });
        written();
        await gate;
      });
      await isWritten;
      const attempt = postJson<CreateBookingResult>(app, sitePath(bookingCalls.createBooking), bookingBody(trip, [seat], undefined, { firstName: 'Second', lastName: 'Racer' }));
      // Wait until the attempt is blocked on the uncommitted row: past its early check, inside the insert.
      let blocked = false;
      for (let i = 0; i < 100 && !blocked; i++) {
        const waiting = await db.execute<{ n: number }>(sql`select count(*)::int as n from pg_locks where not granted`);
        blocked = (waiting.rows[0]?.n ?? 0) > 0;
        if (!blocked) await new Promise((r) => setTimeout(r, 20));
      }
      expect(blocked).toBe(true);
      release();
      await blocker;
      const res = await attempt;
      expect(res.status).toBe(409);
      expect(res.body.shortDescription).toBe(`Seat(s) ${seat} already taken. Please choose other seats.`);
      expect(await db.select().from(bookings).where(like(bookings.customerName, 'Second% Racer'))).toEqual([]);
    });

    it.for([0, 5])('a lapsed hold is claimed by one racer per seat or kept by its late payment (payment after %i ms)', { timeout: 120_000 }, async (delayMs, ctx) => {
      if (!handle) return ctx.skip();
      const { trip, seats } = take();
      const lapsed = await postJson<CreateBookingResult>(app, sitePath(bookingCalls.createBooking), bookingBody(trip, seats, undefined, { firstName: 'Late', lastName: 'Payer' }));
      expect(lapsed.status).toBe(200);
      vi.setSystemTime(minutesAfter(NOW, UNPAID_HOLD_MINUTES + 1));
      try {
        const picks = Array.from({ length: 200 }, (_, i) => [seats[i % seats.length]!]);
        let settled: SettleOutcome | undefined;
        const late = (async () => {
          await new Promise((r) => setTimeout(r, delayMs));
          settled = await settleBooking(handle!.db, { reference: lapsed.body.data.bookingReferenceCode, gateway: 26, provider: 'azapay', providerReference: `late-${delayMs}`, amountKobo: lapsed.body.data.amount });
        })();
        const [{ results, ms }] = await Promise.all([fire(app, trip, picks, `lapse${delayMs}-`), late]);
        const { winners, sold } = await checkRace(handle.db, trip, seats, results, `lapse${delayMs}-`);
        const [lapsedRow] = await handle.db.select().from(bookings).where(eq(bookings.reference, lapsed.body.data.bookingReferenceCode));
        const lapsedSeats = await handle.db.select().from(bookingSeats).where(eq(bookingSeats.bookingId, lapsedRow!.id));
        if (settled?.outcome === 'confirmed') {
          // The late payment won the lock first: the booking kept every seat and no racer got one.
          expect(lapsedRow!.status).toBe(1);
          expect(lapsedSeats).toHaveLength(4);
          expect(winners).toHaveLength(0);
        } else {
          expect(settled?.outcome).toBe('seats-lost');
          expect(lapsedRow!.status).toBe(6);
          expect(winners.length).toBeGreaterThan(0);
          expect(lapsedSeats.length).toBeLessThan(4);
          // Seats are held by a racer or still by the lapsed booking's leftover row, never both.
          expect(new Set([...sold, ...lapsedSeats.map((s) => s.seatNumber)]).size).toBe(sold.size + lapsedSeats.length);
        }
        console.info(`[${name}] lapsed hold vs 200 racers, payment after ${delayMs} ms: ${ms} ms, late payment ${settled?.outcome}, ${winners.length} racers won`);
      } finally {
        vi.setSystemTime(NOW);
      }
    });
  });
}

raceSuite('PGlite', async () => (await openBookingTest()).handle);

let pg: TempPostgres | undefined;
afterAll(async () => pg?.stop());
raceSuite('PostgreSQL', async () => {
  const opened = await openSeededPostgres();
  pg = opened?.server;
  return opened?.handle;
});
