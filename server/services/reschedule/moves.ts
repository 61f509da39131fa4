import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { BOOKING_STATUS } from '../booking/status';
import { bookings, bookingSeats } from '../../db/schema';
import { reschedules } from '../../db/schema-reschedule';
import { RuleError } from '../../http/respond';
import { oweConfirmation } from '../notifications/confirmations';
import { signTicket } from '../boarding/sign';
import { seatsTakenMessage } from '../booking/create-booking';
import type { Executor, Tx } from '../booking/executor';
import { onSeats, releaseLeftoverSeats } from '../booking/holds';
import { sameSeats } from './rules';
import type { BookingLeg, Target } from './target';

/*
 * The writes of a reschedule, each inside the caller's transaction after the booking's row lock
 * (target.ts lockTarget), so two reschedules of one booking run one after the other and every
 * rule is checked on what the first one left. Seats are claimed as every booking claims them:
 * leftover rows on the wanted seats are released (holds.ts), then booking_seats' unique (trip,
 * seat) index decides; a seat someone holds answers 409 and the transaction writes nothing.
 */

export type RescheduleRow = typeof reschedules.$inferSelect;

/** The leg's rows on their trip still exactly as they were when the reschedule was asked for. */
export const legIs = (leg: BookingLeg | undefined, tripId: number, seats: readonly number[]) =>
  leg !== undefined && leg.trip.id === tripId && sameSeats(leg.seats.map((s) => s.seatNumber), seats);

/**
 * A reschedule of this booking that already did exactly this (a replay, a double tap): the latest
 * done one of this leg to this trip and these seats, while the leg is still there.
 */
export async function alreadyDone(tx: Executor, target: Target, leg: BookingLeg | undefined, tripId: number, seats: readonly number[]): Promise<RescheduleRow | undefined> {
  if (!legIs(leg, tripId, seats)) return undefined;
  const [latest] = await tx.select().from(reschedules)
    .where(and(eq(reschedules.bookingId, target.booking.id), eq(reschedules.status, 'done')))
    .orderBy(desc(reschedules.sequence)).limit(1);
  return latest && latest.toTripId === tripId && sameSeats(latest.toSeats, seats) && latest.isReturn === leg?.isReturn ? latest : undefined;
}

/** The booking's unpaid reschedule, locked. */
export async function openReschedule(tx: Tx, bookingId: number): Promise<RescheduleRow | undefined> {
  const [open] = await tx.select().from(reschedules)
    .where(and(eq(reschedules.bookingId, bookingId), eq(reschedules.status, 'awaiting-payment'))).for('update');
  return open;
}

/**
 * Closes an unpaid reschedule (still awaiting payment at that moment) and frees the seats it held:
 * its hold row stops holding (cancelled), so availability ignores its rows and the next booking
 * that wants one of those seats deletes them (holds.ts). The original booking is not touched.
 */
export async function closeReschedule(tx: Tx, row: Pick<RescheduleRow, 'id' | 'holdBookingId'>, status: 'expired' | 'cancelled' | 'failed', now: Date): Promise<boolean> {
  const [closed] = await tx.update(reschedules).set({ status, closedAt: now })
    .where(and(eq(reschedules.id, row.id), eq(reschedules.status, 'awaiting-payment'))).returning({ id: reschedules.id });
  if (closed && row.holdBookingId !== null) await releaseHold(tx, row.holdBookingId);
  return closed !== undefined;
}

/** A hold row stops holding (it is no traveller's booking: its status only says its seats are free). */
const releaseHold = (tx: Tx, holdBookingId: number) =>
  tx.update(bookings).set({ status: BOOKING_STATUS.cancelled, holdExpiresAt: null })
    .where(and(eq(bookings.id, holdBookingId), inArray(bookings.status, [BOOKING_STATUS.pending, BOOKING_STATUS.expired])));

/** Frees leftover claims on the wanted seats, then refuses (409) if anyone still holds one: a friendly early answer; the unique index has the last word. */
export async function claimSeats(tx: Tx, tripId: number, seats: readonly number[], now: Date): Promise<void> {
  const legs = [{ tripId, seats: [...seats] }];
  await releaseLeftoverSeats(tx, legs, now);
  const taken = await tx.select({ seat: bookingSeats.seatNumber }).from(bookingSeats).where(onSeats(legs));
  if (taken.length > 0) throw new RuleError(seatsTakenMessage(taken.map((t) => t.seat)), 409);
}

/** The leg's new seat rows: each passenger (in seat order) keeps name, gender and what they paid; none checked in. */
export const newSeatRows = (leg: BookingLeg, tripId: number, seats: readonly number[]) =>
  [...seats].sort((a, b) => a - b).map((seatNumber, i) => {
    const was = leg.seats[i]!;
    return { tripId, seatNumber, fullName: was.fullName, gender: was.gender, amountKobo: was.amountKobo, isReturn: leg.isReturn, isPrinted: false };
  });

/** Which of the booking's reschedules this is (1, 2…): one more than those done, under the booking's lock; unique per booking in the table too. */
export const nextSequence = (target: Target) => target.done + 1;

/** Moves the leg's rows now: the old trip's deleted, the new ones written (free, or paid from the wallet in this transaction). */
export async function moveLeg(tx: Tx, target: Target, leg: BookingLeg, tripId: number, seats: readonly number[]): Promise<void> {
  await tx.delete(bookingSeats).where(and(eq(bookingSeats.bookingId, target.booking.id), eq(bookingSeats.isReturn, leg.isReturn)));
  await tx.insert(bookingSeats).values(newSeatRows(leg, tripId, seats).map((row) => ({ ...row, bookingId: target.booking.id })));
}

/**
 * A paid reschedule's swap, when its fee is confirmed: the leg's old rows are deleted and the
 * hold row's seat rows become the booking's (the same (trip, seat) claims, so nothing else can
 * have slipped in between); the hold row then holds nothing. The reschedule is done, numbered,
 * and its confirmation owed. The caller has checked (under the locks) that the hold still has
 * every seat and the booking's leg is as it was.
 */
export async function swapHeldSeats(tx: Tx, target: Target, row: RescheduleRow, paidProviderReference: string, now: Date): Promise<void> {
  const holdId = row.holdBookingId!;
  await tx.delete(bookingSeats).where(and(eq(bookingSeats.bookingId, target.booking.id), eq(bookingSeats.isReturn, row.isReturn)));
  await tx.update(bookingSeats).set({ bookingId: target.booking.id }).where(eq(bookingSeats.bookingId, holdId));
  await releaseHold(tx, holdId);
  await tx.update(reschedules).set({ status: 'done', sequence: nextSequence(target), doneAt: now, paidProviderReference }).where(eq(reschedules.id, row.id));
  await oweConfirmation(tx, { kind: 'reschedule', reference: row.reference });
  // The ticket of the new trip replaces the old one's signature (boarding/sign.ts).
  await signTicket(tx, target.booking.id, now);
}

/** The hold row still has all its seat rows: none was taken by someone else after it lapsed. */
export async function holdIntact(tx: Tx, row: Pick<RescheduleRow, 'holdBookingId' | 'toSeats'>): Promise<boolean> {
  if (row.holdBookingId === null) return false;
  const [hold] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, row.holdBookingId)).for('update');
  if (!hold || (hold.status !== BOOKING_STATUS.pending && hold.status !== BOOKING_STATUS.expired)) return false;
  const [n] = await tx.select({ n: sql<number>`count(*)::int` }).from(bookingSeats).where(eq(bookingSeats.bookingId, row.holdBookingId));
  return n?.n === row.toSeats.length;
}
