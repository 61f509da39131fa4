import { eq, like } from 'drizzle-orm';
import type { Hono } from 'hono';
import { beforeAll, expect, it, vi } from 'vitest';
import { addDays } from '../../../contract/dates';
import { HIRE_EXPIRY_MINUTES, HIRE_MESSAGES, type HireRequestResult } from '../../../contract/hire';
import { onBothDatabasesWithApp } from '../../../tests/fixtures/both-databases';
import { TEST_TODAY } from '../../../tests/fixtures/test-db';
import type { Db } from '../../db/client';
import { hires, hireVehicleDays, hireVehicles } from '../../db/schema-hire';
import { HIRE_VEHICLES_PER_MODEL } from '../../seed/hire-fleet';
import { hireDays } from './days';
import { hireTestApp, minutesAfter, NOW, requestBody, requestHire, type Envelope } from '../../testing/hire-kit';
// Deterministic, so a failing run can be replayed.
import { mulberry32 } from '../../seed/prng';

/*
 * THE DOUBLE-HIRE TEST: hundreds of hire requests fired at once at the last vehicles of a model,
 * on PGlite (transactions serialised) and on a real PostgreSQL with a pool of ten (they overlap).
 * The app runs with the default unpaid-hold limits and every racer is a different traveller from
 * an address of its own, so only the vehicles are contested. Exactly as many win as there are
 * vehicles; every loser gets 409 and leaves nothing behind; no vehicle is away twice on one day.
 */

const REQUESTS = 240;
const day = (n: number) => addDays(TEST_TODAY, n);

type Racer = { status: number; body: Envelope<HireRequestResult>; name: string; days: string[]; quantity: number };

let racerCount = 0;
const nextAddress = () => {
  const n = ++racerCount;
  return `10.${200 + Math.floor(n / 65_536)}.${Math.floor(n / 256) % 256}.${n % 256}`;
};

type Ask = { date: string; returnDate?: string; sleepOver?: boolean; modelId: number; quantity: number };

async function fire(app: Hono, asks: Ask[], tag: string): Promise<Racer[]> {
  return Promise.all(asks.map(async (a, i) => {
    const name = `${tag} Racer${i}`;
    const body = requestBody({ date: a.date, returnDate: a.returnDate, sleepOver: a.sleepOver, vehicles: [[a.modelId, a.quantity]] }, { fullName: name });
    const res = await requestHire(app, body, { 'x-forwarded-for': nextAddress() });
    const days = hireDays({ roundTrip: a.returnDate !== undefined, pickupDate: a.date, returnDate: a.returnDate ?? null, sleepOver: a.sleepOver ?? false });
    return { ...res, name, days, quantity: a.quantity };
  }));
}

/** Every invariant of a race: only 200 or 409, winners' hires whole, losers' absent, no vehicle twice a day. */
async function checkRace(db: Db, racers: Racer[], tag: string, modelId: number) {
  for (const r of racers) {
    expect([200, 409], r.body.shortDescription).toContain(r.status);
    if (r.status === 409) expect(r.body.shortDescription).toBe(HIRE_MESSAGES.notEnoughVehicles);
  }
  const winners = racers.filter((r) => r.status === 200);
  const rows = await db.select({ reference: hires.reference, name: hires.fullName, vehicleId: hireVehicleDays.vehicleId, day: hireVehicleDays.day, modelId: hireVehicles.vehicleModelId })
    .from(hires)
    .leftJoin(hireVehicleDays, eq(hireVehicleDays.hireId, hires.id))
    .leftJoin(hireVehicles, eq(hireVehicles.id, hireVehicleDays.vehicleId))
    .where(like(hires.fullName, `${tag} Racer%`));
  // A hire row exists only for a winner, and holds exactly its vehicles for exactly its days.
  expect([...new Set(rows.map((r) => r.reference))].sort()).toEqual(winners.map((w) => w.body.data.refCode).sort());
  for (const w of winners) {
    const mine = rows.filter((r) => r.reference === w.body.data.refCode);
    expect(mine).toHaveLength(w.quantity * w.days.length);
    expect(new Set(mine.map((r) => r.vehicleId)).size).toBe(w.quantity);
    expect(new Set(mine.map((r) => r.day))).toEqual(new Set(w.days));
    expect(mine.every((r) => r.modelId === modelId)).toBe(true);
  }
  // The unique index makes this true by construction; the test proves nothing bypasses it.
  const all = await db.select({ vehicleId: hireVehicleDays.vehicleId, day: hireVehicleDays.day }).from(hireVehicleDays)
    .innerJoin(hireVehicles, eq(hireVehicles.id, hireVehicleDays.vehicleId)).where(eq(hireVehicles.vehicleModelId, modelId));
  expect(new Set(all.map((r) => `${r.vehicleId}|${r.day}`)).size).toBe(all.length);
  return winners;
}

onBothDatabasesWithApp(async (db) => (await hireTestApp(db, { holds: 'default', trustProxy: true })).app, (name, t) => {
  beforeAll(() => {
    vi.setSystemTime(NOW);
  });

  it(`${REQUESTS} concurrent one-vehicle hires at the ${HIRE_VEHICLES_PER_MODEL} Hiaces of a day: exactly ${HIRE_VEHICLES_PER_MODEL} win`, async () => {
    const started = performance.now();
    const racers = await fire(t.app, Array.from({ length: REQUESTS }, () => ({ date: day(2), modelId: 1, quantity: 1 })), 'one');
    const winners = await checkRace(t.db, racers, 'one', 1);
    expect(winners).toHaveLength(HIRE_VEHICLES_PER_MODEL);
    console.info(`[${name}] ${REQUESTS} one-vehicle hires: ${Math.round(performance.now() - started)} ms, ${winners.length} won`);
  }, 180_000);

  it(`${REQUESTS} concurrent hires of 1-3 vehicles over overlapping days and round trips: no vehicle away twice a day, none half-written`, async () => {
    const rng = mulberry32(17);
    const asks = Array.from({ length: REQUESTS }, (): Ask => {
      const date = day(3 + Math.floor(rng() * 3));
      const roundTrip = rng() < 0.6;
      return {
        date,
        returnDate: roundTrip ? addDays(date, Math.floor(rng() * 3)) : undefined,
        sleepOver: roundTrip && rng() < 0.5,
        modelId: 2,
        quantity: 1 + Math.floor(rng() * 3),
      };
    });
    const racers = await fire(t.app, asks, 'multi');
    const winners = await checkRace(t.db, racers, 'multi', 2);
    expect(winners.length).toBeGreaterThan(0);
    // Holds only grew during the burst (nobody paid, lapsed or chose again), so a loser whose
    // request still fits what is left was refused while its vehicles were free: a false 409.
    const taken = await t.db.select({ day: hireVehicleDays.day, vehicleId: hireVehicleDays.vehicleId }).from(hireVehicleDays)
      .innerJoin(hireVehicles, eq(hireVehicles.id, hireVehicleDays.vehicleId)).where(eq(hireVehicles.vehicleModelId, 2));
    for (const loser of racers.filter((r) => r.status === 409)) {
      const busy = new Set(taken.filter((r) => loser.days.includes(r.day)).map((r) => r.vehicleId));
      expect(HIRE_VEHICLES_PER_MODEL - busy.size, `${loser.name} (${loser.days.join(', ')} × ${loser.quantity})`).toBeLessThan(loser.quantity);
    }
    const perDay = taken.filter((r) => r.day >= day(3));
    console.info(`[${name}] ${REQUESTS} mixed hires: ${winners.length} won ${perDay.length} vehicle-days`);
  }, 180_000);

  it('lapsed holds are taken by exactly as many racers as they held vehicles', async () => {
    const lapsed = await fire(t.app, [{ date: day(8), modelId: 5, quantity: 3 }, { date: day(8), modelId: 5, quantity: 2 }], 'lapsed');
    expect(lapsed.map((r) => r.status)).toEqual([200, 200]);
    vi.setSystemTime(minutesAfter(NOW, HIRE_EXPIRY_MINUTES + 1));
    try {
      const racers = await fire(t.app, Array.from({ length: 200 }, () => ({ date: day(8), modelId: 5, quantity: 1 })), 'late');
      const winners = await checkRace(t.db, racers, 'late', 5);
      expect(winners).toHaveLength(HIRE_VEHICLES_PER_MODEL);
      const old = await t.db.select({ status: hires.status }).from(hires).where(like(hires.fullName, 'lapsed Racer%'));
      expect(old.map((h) => h.status)).toEqual(['expired', 'expired']);
    } finally {
      vi.setSystemTime(NOW);
    }
  }, 180_000);
});
