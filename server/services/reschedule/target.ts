import { and, asc, count, eq } from 'drizzle-orm';
import type { RescheduleLeg } from '../../../contract/reschedule';
import { RESCHEDULE_MESSAGES } from '../../../contract/reschedule';
import { toLocalPhone } from '../../../contract/validation';
import { RESCHEDULE_PHONE_LIMIT } from '../../auth/limits';
import { limitKey, releaseAttempt, takeAttempt } from '../../auth/rate-limit';
import type { CustomerSession } from '../../auth/require-customer';
import type { Db } from '../../db/client';
import { bookings, bookingSeats } from '../../db/schema';
import { reschedules } from '../../db/schema-reschedule';
import { RuleError } from '../../http/respond';
import type { Executor, Tx } from '../booking/executor';
import { normaliseReference } from '../booking/ticket';
import { tripsById, type TripInfo } from '../booking/trips';
import { HOLD_PREFIX } from './reference';

/** Counter sales of the seed belong to no traveller; hold rows are a reschedule's own. Neither is rescheduled. */
const NOT_A_TRAVELLERS = ['WALKIN-', HOLD_PREFIX];

export type BookingRow = typeof bookings.$inferSelect;
export type LegSeat = { seatNumber: number; fullName: string; gender: number; amountKobo: number; isPrinted: boolean };
/** One trip of a booking: its seats in seat order (the passengers keep this order when they move). */
export type BookingLeg = { leg: RescheduleLeg; isReturn: boolean; trip: TripInfo; seats: LegSeat[] };
/** A booking as rescheduling sees it: its row, its legs, and how often it was rescheduled. */
export type Target = { booking: BookingRow; legs: BookingLeg[]; done: number };

/** The booking by reference with its legs; undefined when unknown, not a traveller's, or without seats. */
export async function loadTarget(db: Executor, reference: string): Promise<Target | undefined> {
  const ref = normaliseReference(reference);
  if (NOT_A_TRAVELLERS.some((prefix) => ref.startsWith(prefix))) return undefined;
  const [booking] = await db.select().from(bookings).where(eq(bookings.reference, ref));
  if (!booking) return undefined;
  return targetOf(db, booking);
}

/** The legs and reschedule count of a booking row (read again inside a transaction, after its lock). */
export async function targetOf(db: Executor, booking: BookingRow): Promise<Target> {
  const rows = await db.select().from(bookingSeats).where(eq(bookingSeats.bookingId, booking.id)).orderBy(asc(bookingSeats.isReturn), asc(bookingSeats.seatNumber));
  const tripOf = await tripsById(db, rows.map((r) => r.tripId));
  const legs: BookingLeg[] = [];
  for (const isReturn of [false, true]) {
    const mine = rows.filter((r) => r.isReturn === isReturn);
    const trip = mine[0] && tripOf.get(mine[0].tripId);
    if (!trip) continue;
    legs.push({
      leg: isReturn ? 'return' : 'outbound',
      isReturn,
      trip,
      // A leg is on one trip; a row on another (never written so) would not move with it.
      seats: mine.filter((r) => r.tripId === trip.id).map((r) => ({
        seatNumber: r.seatNumber, fullName: r.fullName, gender: r.gender, amountKobo: r.amountKobo, isPrinted: r.isPrinted,
      })),
    });
  }
  const [done] = await db.select({ n: count() }).from(reschedules).where(and(eq(reschedules.bookingId, booking.id), eq(reschedules.status, 'done')));
  return { booking, legs, done: Number(done?.n ?? 0) };
}

/** Inside a transaction: locks the booking row (moves, holds and swaps of one booking queue here), then reads it afresh. */
export async function lockTarget(tx: Tx, bookingId: number): Promise<Target> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!booking) throw new Error(`Booking ${bookingId} vanished while it was rescheduled.`);
  return targetOf(tx, booking);
}

/** The customer's own booking: made while signed in to the account, or with its verified e-mail or its phone (as booking history counts them). */
export function ownedByCustomer(booking: Pick<BookingRow, 'email' | 'phoneNumber' | 'customerId'>, customer: Pick<CustomerSession, 'email' | 'phone' | 'customerId'> | undefined): boolean {
  if (!customer) return false;
  if (booking.customerId !== null && booking.customerId === customer.customerId) return true;
  const email = customer.email.trim().toLowerCase();
  if (email && booking.email?.trim().toLowerCase() === email) return true;
  return customer.phone !== '' && booking.phoneNumber !== null && toLocalPhone(customer.phone) === toLocalPhone(booking.phoneNumber);
}

/**
 * Proves the caller may reschedule the booking: a signed-in traveller owns it, or the phone is
 * the booking's. A phone is a guess until it matches: an attempt is taken from the booking's
 * counter first (atomic, so a burst compares at most RESCHEDULE_PHONE_LIMIT.max), and handed back when it
 * matches, so only wrong ones count. An unknown reference and a wrong phone answer the same 404.
 */
export async function proveOwner(db: Db, reference: string, phone: string, customer: CustomerSession | undefined): Promise<Target> {
  const ref = normaliseReference(reference);
  const target = await loadTarget(db, ref);
  if (target && ownedByCustomer(target.booking, customer)) return target;
  if (!phone) throw new RuleError(RESCHEDULE_MESSAGES.phoneNeeded);
  const key = limitKey('reschedule-phone', ref);
  const taken = await takeAttempt(db, key, RESCHEDULE_PHONE_LIMIT);
  if (!taken.ok) throw new RuleError(RESCHEDULE_MESSAGES.tooManyGuesses, 429, { retryAfterMs: taken.retryAfterMs });
  if (!target?.booking.phoneNumber || toLocalPhone(phone) !== toLocalPhone(target.booking.phoneNumber)) throw new RuleError(RESCHEDULE_MESSAGES.notFound(ref), 404);
  await releaseAttempt(db, key);
  return target;
}
