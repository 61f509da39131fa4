import { createHash, createHmac } from 'node:crypto';
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { HOLD_LIMIT_MESSAGES, UNPAID_HOLD_MINUTES } from '../../../contract/booking';
import type { HoldLimit } from '../../auth/limits';
import { minutesLeft } from '../../auth/rate-limit';
import { signingSecret } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { bookings, bookingSeats } from '../../db/schema';
import { RuleError } from '../../http/respond';
import { holdsUnpaid } from './availability';
import type { Tx } from './executor';
import { BOOKING_STATUS } from './status';

/*
 * Unpaid holds per owner. A new booking's owners are its client (bookings.client_key), its e-mail
 * and its phone; each may hold a few unpaid bookings and seats at once (settings.ts), so one
 * client cannot empty a bus with abandoned checkouts. Count and insert must be one atomic step:
 * createBooking's transaction takes a transaction-scoped advisory lock per owner, always in the
 * same (numeric) order so two bookings sharing owners wait for each other instead of
 * deadlocking, then counts, then inserts. PGlite runs one transaction at a time anyway; on
 * PostgreSQL the locks are what stop a burst from all counting the same "one left".
 */

export type HoldOwners = { clientKey: string; email: string; phone: string };
export type HoldLimits = { perAddress: HoldLimit; perContact: HoldLimit };

/** E-mails compare case-insensitively: stored and counted lower case. */
export const ownerEmail = (email: string) => email.trim().toLowerCase();

/**
 * bookings.client_key: a keyed hash of the client address (HMAC under the server's signing
 * secret), so the table never holds an address and a leaked table cannot be matched to one.
 */
export async function clientKeyOf(db: Db, address: string): Promise<string> {
  const key = createHmac('sha256', `freely.booking-client:${await signingSecret(db)}`);
  return key.update(address).digest('base64url').slice(0, 32);
}

/**
 * Takes a transaction-scoped advisory lock per key (a 64-bit hash of it: a collision only makes two
 * keys wait for each other), in one global order so that two transactions sharing keys wait
 * instead of deadlocking, until the transaction ends.
 */
export async function lockKeys(tx: Tx, keys: readonly string[]): Promise<void> {
  const ids = [...new Set(keys.map((key) => createHash('sha256').update(key).digest().readBigInt64BE(0)))];
  ids.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const id of ids) await tx.execute(sql`select pg_advisory_xact_lock(${id.toString()}::bigint)`);
}

/** Takes every owner's advisory lock until the transaction ends. */
export const lockOwners = (tx: Tx, owners: HoldOwners): Promise<void> =>
  lockKeys(tx, [`client:${owners.clientKey}`, `email:${owners.email}`, `phone:${owners.phone}`].map((owner) => `freely.holds:${owner}`));

/**
 * The traveller went back and chose again: their earlier unpaid booking on any of these trips,
 * made from the same client with the same e-mail and phone, is cancelled (2) so it does not count
 * against them and its seats are free for this booking (releaseLeftoverSeats then deletes its rows
 * on the seats asked for). Never one whose payment has started. Returns the references released.
 */
export async function abandonEarlierHolds(tx: Tx, owners: HoldOwners, tripIds: readonly number[], now: Date): Promise<string[]> {
  const onTheseTrips = tx.select({ id: bookingSeats.bookingId }).from(bookingSeats).where(inArray(bookingSeats.tripId, [...tripIds]));
  const released = await tx
    .update(bookings)
    .set({ status: BOOKING_STATUS.cancelled, holdExpiresAt: null })
    .where(and(
      holdsUnpaid(now),
      isNull(bookings.paymentProvider),
      eq(bookings.clientKey, owners.clientKey),
      eq(bookings.email, owners.email),
      eq(bookings.phoneNumber, owners.phone),
      inArray(bookings.id, onTheseTrips),
    ))
    .returning({ reference: bookings.reference });
  return released.map((r) => r.reference);
}

/** What one owner holds unpaid: holds (bookings or hires), units (seats or vehicles), and when the first lapses. */
export type Held = { holds: number; units: number; firstLapse: Date | null };
export type HeldByOwner = Record<'client' | 'email' | 'phone', Held>;

/** A count row's three columns for one owner, read back (a driver may give numbers as strings). */
export const heldOf = (holds: unknown = 0, units: unknown = 0, firstLapse: string | Date | null = null): Held =>
  ({ holds: Number(holds), units: Number(units), firstLapse: firstLapse ? new Date(firstLapse) : null });

/** Live unpaid bookings and seats of each owner, and when the first of them lapses. */
async function heldBy(tx: Tx, owners: HoldOwners, now: Date): Promise<HeldByOwner> {
  const of = (owner: SQL) => ({
    bookings: sql<number>`(count(distinct ${bookings.id}) filter (where ${owner}))::int`,
    seats: sql<number>`(count(${bookingSeats.id}) filter (where ${owner}))::int`,
    firstLapse: sql<string | null>`min(${bookings.holdExpiresAt}) filter (where ${owner})`,
  });
  const client = eq(bookings.clientKey, owners.clientKey);
  const email = eq(bookings.email, owners.email);
  const phone = eq(bookings.phoneNumber, owners.phone);
  const cols = { c: of(client), e: of(email), p: of(phone) };
  const [row] = await tx
    .select({
      cb: cols.c.bookings, cs: cols.c.seats, cl: cols.c.firstLapse,
      eb: cols.e.bookings, es: cols.e.seats, el: cols.e.firstLapse,
      pb: cols.p.bookings, ps: cols.p.seats, pl: cols.p.firstLapse,
    })
    .from(bookings)
    .leftJoin(bookingSeats, eq(bookingSeats.bookingId, bookings.id))
    .where(and(holdsUnpaid(now), or(client, email, phone)));
  return { client: heldOf(row?.cb, row?.cs, row?.cl), email: heldOf(row?.eb, row?.es, row?.el), phone: heldOf(row?.pb, row?.ps, row?.pl) };
}

/** What a refusal says: per contact it speaks of the traveller's own holds; per address it names nobody's (an address may be shared). */
export type LimitMessages = { contact: (limit: HoldLimit, minutes: number) => string; address: (minutes: number) => string };

/**
 * Refuses (429, with when to retry) one more hold of `units` that would take any owner past its
 * limit. `holdMinutes`: how long a hold lives, the wait when an owner holds nothing yet.
 */
export function refuseOverLimits(held: HeldByOwner, units: number, limits: HoldLimits, holdMinutes: number, messages: LimitMessages, now: Date): void {
  const over = (h: Held, limit: HoldLimit) => h.holds + 1 > limit.bookings || h.units + units > limit.seats;
  const waitFor = (h: Held) => (h.firstLapse ? h.firstLapse.getTime() - now.getTime() : holdMinutes * 60_000);
  for (const h of [held.email, held.phone]) {
    if (over(h, limits.perContact)) {
      const ms = waitFor(h);
      throw new RuleError(messages.contact(limits.perContact, minutesLeft(ms)), 429, { retryAfterMs: ms });
    }
  }
  if (over(held.client, limits.perAddress)) {
    const ms = waitFor(held.client);
    throw new RuleError(messages.address(minutesLeft(ms)), 429, { retryAfterMs: ms });
  }
}

const SEAT_LIMIT_MESSAGES: LimitMessages = {
  contact: (limit, minutes) => HOLD_LIMIT_MESSAGES.contact(limit.bookings, limit.seats, minutes),
  address: HOLD_LIMIT_MESSAGES.address,
};

/** Inside createBooking's transaction, after lockOwners: refuses (429) a booking of `seats` seats that would take any owner past its limit. */
export async function checkHoldLimits(tx: Tx, owners: HoldOwners, seats: number, limits: HoldLimits, now: Date): Promise<void> {
  refuseOverLimits(await heldBy(tx, owners, now), seats, limits, UNPAID_HOLD_MINUTES, SEAT_LIMIT_MESSAGES, now);
}
