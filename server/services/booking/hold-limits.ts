import { createHash, createHmac } from 'node:crypto';
import { and, eq, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { HOLD_LIMIT_MESSAGES, UNPAID_HOLD_MINUTES } from '../../../contract/booking';
import { toLocalPhone } from '../../../contract/validation';
import type { HoldLimit } from '../../auth/limits';
import { minutesLeft } from '../../auth/rate-limit';
import { signingSecret } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { bookings, bookingSeats } from '../../db/schema';
import { RuleError } from '../../http/respond';
import { holdsUnpaid } from './availability';
import type { Executor, Tx } from './executor';
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
 * SQL over `bookings`: the traveller's own earlier unpaid booking on any of these trips, made from
 * the same client with the same e-mail and phone, whose payment has not started. A new booking on
 * those trips replaces it (abandonEarlierHolds), so it never counts against that booking's limits.
 */
function replacedBy(owners: HoldOwners, tripIds: readonly number[], now: Date): SQL {
  const onTheseTrips = sql`${bookings.id} in (select ${bookingSeats.bookingId} from ${bookingSeats} where ${inArray(bookingSeats.tripId, [...tripIds])})`;
  return and(
    holdsUnpaid(now),
    isNull(bookings.paymentProvider),
    eq(bookings.clientKey, owners.clientKey),
    eq(bookings.email, owners.email),
    eq(bookings.phoneNumber, owners.phone),
    onTheseTrips,
  )!;
}

/**
 * The traveller went back and chose again: their earlier unpaid booking on any of these trips
 * (replacedBy) is cancelled (2) so it does not count against them and its seats are free for this
 * booking (releaseLeftoverSeats then deletes its rows on the seats asked for). Never one whose
 * payment has started. Returns the references released.
 */
export async function abandonEarlierHolds(tx: Tx, owners: HoldOwners, tripIds: readonly number[], now: Date): Promise<string[]> {
  if (tripIds.length === 0) return [];
  const released = await tx
    .update(bookings)
    .set({ status: BOOKING_STATUS.cancelled, holdExpiresAt: null })
    .where(replacedBy(owners, tripIds, now))
    .returning({ reference: bookings.reference });
  return released.map((r) => r.reference);
}

/** What one owner holds unpaid: holds (bookings or hires), units (seats or vehicles), and when the first lapses. */
export type Held = { holds: number; units: number; firstLapse: Date | null };
export type HeldByOwner = Record<'client' | 'email' | 'phone', Held>;

/** A count row's three columns for one owner, read back (a driver may give numbers as strings). */
export const heldOf = (holds: unknown = 0, units: unknown = 0, firstLapse: string | Date | null = null): Held =>
  ({ holds: Number(holds), units: Number(units), firstLapse: firstLapse ? new Date(firstLapse) : null });

/** Who a count is for: the client always; the e-mail and phone when known (a check before the contact step has neither). */
export type CountedOwners = { clientKey: string; email?: string; phone?: string };

/** Live unpaid bookings and seats of each owner, and when the first of them lapses; `except` leaves some bookings out. */
async function heldBy(ex: Executor, owners: CountedOwners, now: Date, except?: SQL): Promise<HeldByOwner> {
  const of = (owner: SQL) => ({
    bookings: sql<number>`(count(distinct ${bookings.id}) filter (where ${owner}))::int`,
    seats: sql<number>`(count(${bookingSeats.id}) filter (where ${owner}))::int`,
    firstLapse: sql<string | null>`min(${bookings.holdExpiresAt}) filter (where ${owner})`,
  });
  const client = eq(bookings.clientKey, owners.clientKey);
  const email = owners.email !== undefined ? eq(bookings.email, owners.email) : sql`false`;
  const phone = owners.phone !== undefined ? eq(bookings.phoneNumber, owners.phone) : sql`false`;
  const cols = { c: of(client), e: of(email), p: of(phone) };
  const [row] = await ex
    .select({
      cb: cols.c.bookings, cs: cols.c.seats, cl: cols.c.firstLapse,
      eb: cols.e.bookings, es: cols.e.seats, el: cols.e.firstLapse,
      pb: cols.p.bookings, ps: cols.p.seats, pl: cols.p.firstLapse,
    })
    .from(bookings)
    .leftJoin(bookingSeats, eq(bookingSeats.bookingId, bookings.id))
    .where(and(holdsUnpaid(now), or(client, email, phone), except ? not(except) : undefined));
  return { client: heldOf(row?.cb, row?.cs, row?.cl), email: heldOf(row?.eb, row?.es, row?.el), phone: heldOf(row?.pb, row?.ps, row?.pl) };
}

/** What a refusal says: per contact it speaks of the traveller's own holds; per address it names nobody's (an address may be shared). */
export type LimitMessages = { contact: (limit: HoldLimit, minutes: number) => string; address: (minutes: number) => string };

/** The limit each owner is held to. */
export type OwnerLimits = { client: HoldLimit; email: HoldLimit; phone: HoldLimit };

/** Why one more hold would be refused: which owner's limit, the sentence, and when that limit frees by itself. */
export type Refusal = { limit: 'contact' | 'address'; message: string; retryAfterMs: number };

/**
 * The refusal of one more hold of `units` that would take any owner past its limit, or undefined.
 * The e-mail and phone first (they speak of the traveller's own holds), then the client.
 * `holdMinutes`: how long a hold lives, the wait when an owner holds nothing yet.
 */
export function refusalOf(held: HeldByOwner, units: number, limits: OwnerLimits, holdMinutes: number, messages: LimitMessages, now: Date): Refusal | undefined {
  const over = (h: Held, limit: HoldLimit) => h.holds + 1 > limit.bookings || h.units + units > limit.seats;
  const waitFor = (h: Held) => (h.firstLapse ? h.firstLapse.getTime() - now.getTime() : holdMinutes * 60_000);
  for (const [h, limit] of [[held.email, limits.email], [held.phone, limits.phone]] as const) {
    if (over(h, limit)) {
      const ms = waitFor(h);
      return { limit: 'contact', message: messages.contact(limit, minutesLeft(ms)), retryAfterMs: ms };
    }
  }
  if (over(held.client, limits.client)) {
    const ms = waitFor(held.client);
    return { limit: 'address', message: messages.address(minutesLeft(ms)), retryAfterMs: ms };
  }
  return undefined;
}

/** Throws a refusal as POST /booking answers it: 429, with when to retry. */
function throwRefusal(refusal: Refusal | undefined): void {
  if (refusal) throw new RuleError(refusal.message, 429, { retryAfterMs: refusal.retryAfterMs });
}

/** Refuses (429, with when to retry) one more hold of `units` that would take any owner past its limit. */
export function refuseOverLimits(held: HeldByOwner, units: number, limits: HoldLimits, holdMinutes: number, messages: LimitMessages, now: Date): void {
  const perOwner = { client: limits.perAddress, email: limits.perContact, phone: limits.perContact };
  throwRefusal(refusalOf(held, units, perOwner, holdMinutes, messages, now));
}

const SEAT_LIMIT_MESSAGES: LimitMessages = {
  contact: (limit, minutes) => HOLD_LIMIT_MESSAGES.contact(limit.bookings, limit.seats, minutes),
  address: HOLD_LIMIT_MESSAGES.address,
};

/*
 * A per-contact limit of its own for one e-mail or phone, in this process's memory: the sandbox's
 * dev call (server/sandbox/dev/limits.ts) gives one test contact the default limits while the
 * shared end-to-end server raises them for everyone else. Empty outside the sandbox.
 */
const CONTACT_LIMITS_KEPT = 1000;
const contactLimits = new Map<string, HoldLimit>();
const contactKey = (contact: string) => (contact.includes('@') ? `email:${ownerEmail(contact)}` : `phone:${toLocalPhone(contact.trim())}`);

/** Holds this e-mail or phone to `limit` from now on, whatever the server's per-contact limit. */
export function setContactHoldLimit(contact: string, limit: HoldLimit): void {
  const key = contactKey(contact);
  contactLimits.delete(key);
  contactLimits.set(key, limit);
  if (contactLimits.size > CONTACT_LIMITS_KEPT) contactLimits.delete(contactLimits.keys().next().value!);
}

const limitsOf = (owners: CountedOwners, limits: HoldLimits): OwnerLimits => ({
  client: limits.perAddress,
  email: (owners.email !== undefined && contactLimits.get(`email:${owners.email}`)) || limits.perContact,
  phone: (owners.phone !== undefined && contactLimits.get(`phone:${owners.phone}`)) || limits.perContact,
});

/** What the seat-booking limits say of one more booking of `seats` seats: what each owner holds, and the refusal if any. */
export type SeatHoldCheck = { held: HeldByOwner; refusal: Refusal | undefined };

/**
 * The one count of unpaid seat holds, for POST /booking (after lockOwners, inside its transaction)
 * and for the check that asks ahead (POST /Booking/unpaidlimits). With every owner and `tripIds`,
 * the owners' own booking that the new one would replace (replacedBy) is left out, as POST
 * /booking cancels it before it counts.
 */
export async function seatHoldCheck(ex: Executor, owners: CountedOwners, seats: number, limits: HoldLimits, now: Date, tripIds: readonly number[] = []): Promise<SeatHoldCheck> {
  const { email, phone } = owners;
  const replaced = email !== undefined && phone !== undefined && tripIds.length > 0 ? replacedBy({ clientKey: owners.clientKey, email, phone }, tripIds, now) : undefined;
  const held = await heldBy(ex, owners, now, replaced);
  return { held, refusal: refusalOf(held, seats, limitsOf(owners, limits), UNPAID_HOLD_MINUTES, SEAT_LIMIT_MESSAGES, now) };
}

/** Inside createBooking's transaction, after lockOwners and abandonEarlierHolds: refuses (429) a booking of `seats` seats that would take any owner past its limit. */
export async function checkHoldLimits(tx: Tx, owners: HoldOwners, seats: number, limits: HoldLimits, now: Date): Promise<void> {
  throwRefusal((await seatHoldCheck(tx, owners, seats, limits, now)).refusal);
}
