import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { HIRE_EXPIRY_MINUTES } from '../../../contract/hire';
import { hires, hireVehicleDays } from '../../db/schema-hire';
import type { Tx } from '../booking/executor';
import type { HoldLimit } from '../../auth/limits';
import { heldOf, refuseOverLimits, type HeldByOwner, type HoldLimits, type HoldOwners } from '../booking/hold-limits';
import { closeHires, holdsUnpaid } from './fleet';

/*
 * The seat bookings' unpaid-hold rule (booking/hold-limits.ts) applied to hires, with vehicles in
 * place of seats. requestHire's transaction first takes the owners' advisory locks (lockOwners,
 * the same locks seat bookings take), so counting and inserting are one atomic step per owner.
 */

/**
 * The traveller went back and chose again: their earlier unpaid hire made from the same client
 * with the same e-mail and phone, holding a vehicle on any of these days, is cancelled and its
 * vehicles freed, so it neither counts against them nor blocks this hire. Never a paid one.
 */
export async function abandonEarlierHires(tx: Tx, owners: HoldOwners, days: readonly string[], now: Date): Promise<number[]> {
  const onTheseDays = tx.select({ id: hireVehicleDays.hireId }).from(hireVehicleDays).where(inArray(hireVehicleDays.day, [...days]));
  const earlier = await tx.select({ id: hires.id }).from(hires)
    .where(and(
      holdsUnpaid(now),
      eq(hires.clientKey, owners.clientKey),
      eq(hires.email, owners.email),
      eq(hires.phoneNumber, owners.phone),
      inArray(hires.id, onTheseDays),
    ))
    .orderBy(hires.id)
    .for('update');
  return closeHires(tx, earlier.map((h) => h.id), 'cancelled', now);
}

/** Live unpaid hires and vehicles of each owner, and when the first of them lapses. */
async function heldBy(tx: Tx, owners: HoldOwners, now: Date): Promise<HeldByOwner> {
  const of = (owner: SQL) => ({
    hires: sql<number>`(count(*) filter (where ${owner}))::int`,
    vehicles: sql<number>`(coalesce(sum(${hires.vehicleCount}) filter (where ${owner}), 0))::int`,
    firstLapse: sql<string | null>`min(${hires.expiresAt}) filter (where ${owner})`,
  });
  const client = eq(hires.clientKey, owners.clientKey);
  const email = eq(hires.email, owners.email);
  const phone = eq(hires.phoneNumber, owners.phone);
  const c = of(client);
  const e = of(email);
  const p = of(phone);
  const [row] = await tx
    .select({ ch: c.hires, cv: c.vehicles, cl: c.firstLapse, eh: e.hires, ev: e.vehicles, el: e.firstLapse, ph: p.hires, pv: p.vehicles, pl: p.firstLapse })
    .from(hires)
    .where(and(holdsUnpaid(now), or(client, email, phone)));
  return { client: heldOf(row?.ch, row?.cv, row?.cl), email: heldOf(row?.eh, row?.ev, row?.el), phone: heldOf(row?.ph, row?.pv, row?.pl) };
}

/** Inside requestHire's transaction, after lockOwners: refuses (429) a hire that takes an owner past its limit. */
export async function checkHireLimits(tx: Tx, owners: HoldOwners, vehicles: number, limits: HoldLimits, now: Date): Promise<void> {
  refuseOverLimits(await heldBy(tx, owners, now), vehicles, limits, HIRE_EXPIRY_MINUTES, { contact: hireLimitMessage, address: hireAddressLimitMessage }, now);
}

const inMinutes = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

/** Per e-mail or phone: the traveller's own hires, so it says what to do with them. */
export const hireLimitMessage = (limit: HoldLimit, minutes: number) =>
  `This e-mail or phone number already has the most unpaid hires allowed at once (${limit.bookings} hires or ${limit.seats} vehicles). ` +
  `Pay for one of them, or try again in ${inMinutes(minutes)}.`;

/** Per client address: may be shared by many phones, so it names nobody's hire. */
export const hireAddressLimitMessage = (minutes: number) =>
  `Too many vehicles are held unpaid from your network right now. Please finish a hire you started, or try again in ${inMinutes(minutes)}.`;
