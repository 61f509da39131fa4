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

/** A 64-bit advisory lock id per owner (a collision only makes two owners wait for each other). */
const lockId = (owner: string) => createHash('sha256').update(`freely.holds:${owner}`).digest().readBigInt64BE(0);

/** Takes every owner's advisory lock, in one global order, until the transaction ends. */
export async function lockOwners(tx: Tx, owners: HoldOwners): Promise<void> {
  const ids = [...new Set([`client:${owners.clientKey}`, `email:${owners.email}`, `phone:${owners.phone}`].map(lockId))];
  ids.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const id of ids) await tx.execute(sql`select pg_advisory_xact_lock(${id.toString()}::bigint)`);
}

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

type Held = { bookings: number; seats: number; firstLapse: Date | null };

/** Live unpaid bookings and seats of each owner, and when the first of them lapses. */
async function heldBy(tx: Tx, owners: HoldOwners, now: Date): Promise<Record<'client' | 'email' | 'phone', Held>> {
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
  const held = (b = 0, s = 0, l: string | null = null): Held => ({ bookings: b, seats: s, firstLapse: l ? new Date(l) : null });
  return { client: held(row?.cb, row?.cs, row?.cl), email: held(row?.eb, row?.es, row?.el), phone: held(row?.pb, row?.ps, row?.pl) };
}

const over = (held: Held, limit: HoldLimit, seats: number) => held.bookings + 1 > limit.bookings || held.seats + seats > limit.seats;

/**
 * Inside createBooking's transaction, after lockOwners: refuses (429) a booking of `seats` seats
 * that would take any owner past its limit. The per-contact refusal speaks to the traveller about
 * their own bookings; the per-address one names nobody's booking (an address may be shared).
 */
export async function checkHoldLimits(tx: Tx, owners: HoldOwners, seats: number, limits: HoldLimits, now: Date): Promise<void> {
  const held = await heldBy(tx, owners, now);
  const waitFor = (h: Held) => (h.firstLapse ? h.firstLapse.getTime() - now.getTime() : UNPAID_HOLD_MINUTES * 60_000);
  for (const h of [held.email, held.phone]) {
    if (over(h, limits.perContact, seats)) {
      const ms = waitFor(h);
      throw new RuleError(HOLD_LIMIT_MESSAGES.contact(limits.perContact.bookings, limits.perContact.seats, minutesLeft(ms)), 429, { retryAfterMs: ms });
    }
  }
  if (over(held.client, limits.perAddress, seats)) {
    const ms = waitFor(held.client);
    throw new RuleError(HOLD_LIMIT_MESSAGES.address(minutesLeft(ms)), 429, { retryAfterMs: ms });
  }
}
