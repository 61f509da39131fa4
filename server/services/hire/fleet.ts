import { and, asc, count, eq, gt, inArray, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { vehicleModels } from '../../db/schema';
import { hires, hireVehicleDays, hireVehicles } from '../../db/schema-hire';
import type { Executor, Tx } from '../booking/executor';
import { lockKeys } from '../booking/hold-limits';

/*
 * Who has which vehicle on which day. A hire_vehicle_days row is a claim on (vehicle, day); the
 * unique index on that pair is the last word. A hire *holds* its rows while it is paid, or
 * awaiting payment before its expiry. The rows of a hire that expired or was cancelled are
 * deleted in the same transaction that closes it (closeHires); the rows of an unpaid hire past
 * its expiry that no one has closed yet are ignored by the search and closed by the request that
 * wants one of its vehicles (releaseLapsedHolds), by the sweep, or by the hire's own settlement.
 *
 * A request takes a transaction-scoped advisory lock per (model, day) it wants, in one global
 * order, before it looks for free vehicles: two requests for the same model and day then run one
 * after the other (the second sees what the first wrote), requests for different ones do not wait
 * for each other, and none can deadlock. PGlite runs one transaction at a time anyway.
 */

/** SQL over `hires`: it holds its vehicles at `now`. */
export const holdsVehicles = (now: Date): SQL =>
  or(eq(hires.status, 'paid'), and(eq(hires.status, 'awaiting-payment'), gt(hires.expiresAt, now)))!;

/** SQL over `hires`: unpaid and still live at `now` (counted against its owners). */
export const holdsUnpaid = (now: Date): SQL => and(eq(hires.status, 'awaiting-payment'), gt(hires.expiresAt, now))!;

export type FleetModel = { id: number; name: string; seats: number; fleet: number; booked: number };

/**
 * Every model of the hire fleet: its vehicles, and how many of them are held on any of `days` at
 * `now` (so `fleet - booked` are free on every one of them). Models without hire vehicles are left out.
 */
export async function fleetOnDays(db: Executor, days: readonly string[], now: Date): Promise<FleetModel[]> {
  const held = db.select({ vehicleId: hireVehicleDays.vehicleId }).from(hireVehicleDays)
    .innerJoin(hires, eq(hires.id, hireVehicleDays.hireId))
    .where(and(inArray(hireVehicleDays.day, [...days]), holdsVehicles(now)));
  const rows = await db
    .select({
      id: vehicleModels.id,
      name: vehicleModels.name,
      seats: vehicleModels.seats,
      fleet: count(hireVehicles.id),
      booked: sql<number>`(count(${hireVehicles.id}) filter (where ${inArray(hireVehicles.id, held)}))::int`,
    })
    .from(vehicleModels)
    .innerJoin(hireVehicles, eq(hireVehicles.vehicleModelId, vehicleModels.id))
    .groupBy(vehicleModels.id)
    .orderBy(asc(vehicleModels.id));
  return rows.map((r) => ({ ...r, fleet: Number(r.fleet), booked: Number(r.booked) }));
}

/** Takes the (model, day) locks of a request until the transaction ends (hold-limits.ts lockKeys). */
export const lockModelDays = (tx: Tx, modelIds: readonly number[], days: readonly string[]): Promise<void> =>
  lockKeys(tx, modelIds.flatMap((m) => days.map((d) => `freely.hire:${m}:${d}`)));

export type CloseStatus = 'expired' | 'cancelled';

/**
 * Closes hires that are still awaiting payment (and, with `lapsedAt`, past their expiry at that
 * instant): status `status`, and their vehicle-day rows deleted, so the vehicles are free again.
 * One conditional UPDATE: a hire just paid stays paid and keeps its vehicles. Returns the ids closed.
 */
export async function closeHires(tx: Executor, ids: readonly number[], status: CloseStatus, now: Date, options: { lapsedAt?: Date } = {}): Promise<number[]> {
  if (ids.length === 0) return [];
  const closed = await tx.update(hires)
    .set({ status, closedAt: now })
    .where(and(
      inArray(hires.id, [...ids]),
      eq(hires.status, 'awaiting-payment'),
      options.lapsedAt ? lte(hires.expiresAt, options.lapsedAt) : undefined,
    ))
    .returning({ id: hires.id });
  const closedIds = closed.map((h) => h.id);
  if (closedIds.length > 0) await tx.delete(hireVehicleDays).where(inArray(hireVehicleDays.hireId, closedIds));
  return closedIds;
}

/**
 * Inside a request's transaction, after its (model, day) locks: expires the unpaid hires past
 * their expiry that hold a vehicle of these models on these days, so an expired hire never blocks
 * a vehicle. Locks them first (FOR UPDATE, in id order) so a payment settling one at the same
 * moment either wins (the hire is paid and keeps its vehicles) or finds it expired.
 */
export async function releaseLapsedHolds(tx: Tx, modelIds: readonly number[], days: readonly string[], now: Date): Promise<number[]> {
  const lapsed = await tx.select({ id: hires.id }).from(hires)
    .innerJoin(hireVehicleDays, eq(hireVehicleDays.hireId, hires.id))
    .innerJoin(hireVehicles, eq(hireVehicles.id, hireVehicleDays.vehicleId))
    .where(and(
      inArray(hireVehicleDays.day, [...days]),
      inArray(hireVehicles.vehicleModelId, [...modelIds]),
      eq(hires.status, 'awaiting-payment'),
      lte(hires.expiresAt, now),
    ))
    .orderBy(asc(hires.id))
    .for('update', { of: hires });
  return closeHires(tx, [...new Set(lapsed.map((h) => h.id))], 'expired', now, { lapsedAt: now });
}

/** Up to `quantity` vehicles of a model with no claim on any of `days`, lowest id first. */
export async function freeVehicles(tx: Executor, modelId: number, days: readonly string[], quantity: number): Promise<number[]> {
  const claimed = tx.select({ vehicleId: hireVehicleDays.vehicleId }).from(hireVehicleDays).where(inArray(hireVehicleDays.day, [...days]));
  const rows = await tx.select({ id: hireVehicles.id }).from(hireVehicles)
    .where(and(eq(hireVehicles.vehicleModelId, modelId), notInArray(hireVehicles.id, claimed)))
    .orderBy(asc(hireVehicles.id))
    .limit(quantity);
  return rows.map((r) => r.id);
}
