import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Ticket } from '../../../contract/booking';
import { bookings, bookingSeats, payments } from '../../db/schema';
import type { Tx } from './executor';
import { retryOnConflict } from './pg-errors';
import { BOOKING_STATUS, effectiveStatus } from './status';
import { loadTicket, normaliseReference } from './ticket';

/** What the payment side needs to know of a booking before it asks a provider for money. */
export type PayableBooking = {
  reference: string;
  /** Computed by the booking service at creation; providers are always asked for this amount. */
  amountKobo: number;
  /** Spec 1 §4 codes: 0 pending, 1 confirmed, 2 cancelled, 5 expired, 6 failed. */
  status: number;
  customerName: string;
  email: string;
  phoneNumber: string;
  holdExpiresAt: Date | null;
};

export type SettleInput = {
  reference: string;
  /** Gateway enum id (spec 2 §9). */
  gateway: number;
  /** Adapter name, e.g. 'paystack'. */
  provider: string;
  /** The provider's own transaction id; (provider, providerReference) is unique in payments. */
  providerReference: string;
  /** What the provider says it collected, kobo. */
  amountKobo: number;
};

export type SettleOutcome =
  | { outcome: 'confirmed' | 'already-confirmed'; ticket: Ticket }
  | { outcome: 'not-found' | 'amount-mismatch' | 'seats-lost' | 'cancelled' };

/** The booking row, locked until the transaction ends (settle and new bookings serialise on it). */
async function lockBooking(tx: Tx, reference: string) {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.reference, normaliseReference(reference))).for('update');
  return booking;
}

/**
 * Its seat rows are all still there: nobody claimed any of them since they lapsed, so the
 * booking still owns every seat. Each row carries its fare, and they add up to the total.
 */
async function seatsIntact(tx: Tx, booking: { id: number; totalKobo: number }): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int`, kobo: sql<number>`coalesce(sum(${bookingSeats.amountKobo}), 0)::int` })
    .from(bookingSeats)
    .where(eq(bookingSeats.bookingId, booking.id));
  return (row?.n ?? 0) > 0 && row?.kobo === booking.totalKobo;
}

/**
 * Looks up a booking by reference for payment. `status` is the effective one: a pending booking
 * whose hold has lapsed reads 5 (Expired) even before the sweep has marked it.
 */
export async function payableBooking(db: Db, reference: string): Promise<PayableBooking | undefined> {
  const [b] = await db.select().from(bookings).where(eq(bookings.reference, normaliseReference(reference)));
  if (!b) return undefined;
  return {
    reference: b.reference,
    amountKobo: b.totalKobo,
    status: effectiveStatus(b, new Date()),
    customerName: b.customerName,
    email: b.email ?? '',
    phoneNumber: b.phoneNumber ?? '',
    holdExpiresAt: b.holdExpiresAt,
  };
}

/**
 * Records a verified payment and confirms the booking, once, in one transaction: a replay finds
 * the payment row and answers 'already-confirmed' with the same ticket.
 *
 * Every verified payment is recorded (a mismatched, late or duplicate one too: it is money to
 * reconcile or refund). A booking that lapsed, expired or was marked failed is confirmed when all
 * its seat rows are still there (see holds.ts); if another booking claimed one of its seats it is
 * marked Failed (6) and answers 'seats-lost'. A booking the traveller cancelled (2) stays cancelled.
 */
export async function settleBooking(db: Db, input: SettleInput): Promise<SettleOutcome> {
  return retryOnConflict(() => db.transaction(async (tx): Promise<SettleOutcome> => {
    const now = new Date();
    const booking = await lockBooking(tx, input.reference);
    if (!booking) return { outcome: 'not-found' };
    await tx.insert(payments).values({
      bookingId: booking.id,
      gateway: input.gateway,
      provider: input.provider,
      providerReference: input.providerReference,
      amountKobo: input.amountKobo,
      createdAt: now,
    }).onConflictDoNothing({ target: [payments.provider, payments.providerReference] });

    const ticket = async () => (await loadTicket(tx, booking.reference, now))!;
    if (booking.status === BOOKING_STATUS.confirmed) return { outcome: 'already-confirmed', ticket: await ticket() };
    if (input.amountKobo !== booking.totalKobo) return { outcome: 'amount-mismatch' };
    if (booking.status === BOOKING_STATUS.cancelled) return { outcome: 'cancelled' };
    if (!(await seatsIntact(tx, booking))) {
      await tx.update(bookings).set({ status: BOOKING_STATUS.failed, holdExpiresAt: null }).where(eq(bookings.id, booking.id));
      return { outcome: 'seats-lost' };
    }
    await tx.update(bookings).set({ status: BOOKING_STATUS.confirmed, holdExpiresAt: null, paymentMethod: input.gateway }).where(eq(bookings.id, booking.id));
    return { outcome: 'confirmed', ticket: await ticket() };
  }));
}

/**
 * Marks a pending booking cancelled (2) or failed (6) after the provider says so; frees its seats.
 * The seats are free because the booking no longer holds them (availability.ts); the rows stay
 * for its ticket until another booking claims those seats (holds.ts). A confirmed booking, and
 * one already cancelled or failed, is left as it is.
 */
export async function abandonBooking(db: Db, reference: string, status: 2 | 6): Promise<void> {
  await db
    .update(bookings)
    .set({ status, holdExpiresAt: null })
    .where(and(eq(bookings.reference, normaliseReference(reference)), inArray(bookings.status, [BOOKING_STATUS.pending, BOOKING_STATUS.expired])));
}

/** The ticket of a booking, whatever its status (the result pages show failures too). */
export async function findTicket(db: Db, reference: string): Promise<Ticket | undefined> {
  return loadTicket(db, reference, new Date());
}
