import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { BOOKING_HOLD_MINUTES, type Ticket } from '../../../contract/booking';
import { bookings, bookingSeats, payments, webhookEvents } from '../../db/schema';
import type { Tx } from './executor';
import { oweConfirmation } from '../notifications/confirmations';
import { retryOnConflict } from '../../db/pg-errors';
import { BOOKING_STATUS, effectiveStatus } from './status';
import { loadTicket, normaliseReference } from './ticket';
import { signTicket } from '../boarding/sign';

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
  /** The provider this booking is being paid through (the first whose checkout was opened), if any. */
  paymentProvider: string | null;
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
  /** It arrived after the window it had to arrive in (a virtual account's 30 minutes): it buys nothing, as for a closed booking. */
  late?: boolean;
};

/** A provider's webhook event (its idempotency key), recorded in the same transaction as what it moved. */
export type WebhookEventKey = { provider: string; eventId: string };

/**
 * What a payment did. 'duplicate': the booking was already confirmed by another payment;
 * 'cancelled': the booking was closed (the payment is 'too-late'). Only 'confirmed' and
 * 'already-confirmed' bought the seats: every other verified payment is recorded and refunded.
 * 'already-processed': the webhook event was recorded before; nothing was done.
 */
export type SettleOutcome =
  | { outcome: 'confirmed' | 'already-confirmed'; ticket: Ticket }
  | { outcome: 'not-found' | 'already-processed' | 'duplicate' | 'amount-mismatch' | 'seats-lost' | 'cancelled' };

/** payments.outcome: what a recorded payment did (schema.ts). */
export type PaymentOutcome = 'confirmed' | 'duplicate' | 'amount-mismatch' | 'seats-lost' | 'too-late';

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
  return b && toPayable(b, new Date());
}

/** What payment needs of a booking row, with its effective status at `now`. */
const toPayable = (b: typeof bookings.$inferSelect, now: Date): PayableBooking => ({
  reference: b.reference,
  amountKobo: b.totalKobo,
  status: effectiveStatus(b, now),
  customerName: b.customerName,
  email: b.email ?? '',
  phoneNumber: b.phoneNumber ?? '',
  holdExpiresAt: b.holdExpiresAt,
  paymentProvider: b.paymentProvider,
});

/**
 * Claims a booking for one provider, atomically: one conditional UPDATE that succeeds only while
 * the booking is pending with a live hold and no other provider holds it. The first claim starts
 * the payment: it records the provider and the moment, and extends the hold to
 * BOOKING_HOLD_MINUTES from now, once (never shortening it). Claiming again for the same provider
 * (a reload, a second tab) changes nothing else. Undefined: not claimable (see bookingToPay for why).
 * Concurrent claims serialise on the row; PostgreSQL re-checks the condition on the row a
 * concurrent claim left, so of two providers racing exactly one wins.
 */
export async function claimPayment(db: Db, reference: string, provider: string, now = new Date()): Promise<PayableBooking | undefined> {
  const at = now.toISOString();
  const extended = new Date(now.getTime() + BOOKING_HOLD_MINUTES * 60_000).toISOString();
  const [b] = await db.update(bookings)
    .set({
      paymentProvider: provider,
      paymentStartedAt: sql`coalesce(${bookings.paymentStartedAt}, ${at}::timestamptz)`,
      holdExpiresAt: sql`case when ${bookings.paymentStartedAt} is null and ${bookings.holdExpiresAt} is not null
        then greatest(${bookings.holdExpiresAt}, ${extended}::timestamptz) else ${bookings.holdExpiresAt} end`,
    })
    .where(and(
      eq(bookings.reference, normaliseReference(reference)),
      eq(bookings.status, BOOKING_STATUS.pending),
      or(isNull(bookings.holdExpiresAt), gt(bookings.holdExpiresAt, now)),
      or(isNull(bookings.paymentProvider), eq(bookings.paymentProvider, provider)),
    ))
    .returning();
  // Claimed with a live hold, so its effective status is its stored one (pending).
  return b && toPayable(b, now);
}

/** Inside a transaction: records a webhook event once; false when it was recorded before. */
async function recordEvent(tx: Tx, event: WebhookEventKey): Promise<boolean> {
  const [fresh] = await tx.insert(webhookEvents).values({ provider: event.provider, eventId: event.eventId }).onConflictDoNothing().returning();
  return fresh !== undefined;
}

/**
 * Records a verified payment and confirms the booking, once, in one transaction. The unique
 * (provider, providerReference) is the idempotency key: a replay of the same provider transaction
 * finds its payment row and answers what that payment did the first time (the same ticket, or
 * the same refusal), changing nothing. With `event`, the webhook event is recorded in the same
 * transaction: a failure anywhere rolls it back with the rest, and a replayed event answers
 * 'already-processed' without touching anything.
 *
 * Every verified payment is recorded with its outcome. Only one can confirm the booking: a
 * payment for a booking another payment already confirmed is a 'duplicate'; a mismatched amount,
 * a closed booking (cancelled: 'too-late') and lost seats buy nothing either. Those are refunded
 * by the payment service (refunds.ts). A booking that lapsed, expired or was marked failed is
 * confirmed when all its seat rows are still there (see holds.ts); if another booking claimed one
 * of its seats it is marked Failed (6) and answers 'seats-lost'.
 */
export async function settleBooking(db: Db, input: SettleInput, options: { event?: WebhookEventKey } = {}): Promise<SettleOutcome> {
  return retryOnConflict(() => db.transaction(async (tx): Promise<SettleOutcome> => {
    const now = new Date();
    const booking = await lockBooking(tx, input.reference);
    if (!booking) return { outcome: 'not-found' };
    if (options.event && !(await recordEvent(tx, options.event))) return { outcome: 'already-processed' };

    // What this payment does, decided on the locked row (it cannot change before the commit).
    const outcome: PaymentOutcome = booking.status === BOOKING_STATUS.confirmed ? 'duplicate'
      : input.amountKobo !== booking.totalKobo ? 'amount-mismatch'
      : booking.status === BOOKING_STATUS.cancelled || input.late ? 'too-late'
      : !(await seatsIntact(tx, booking)) ? 'seats-lost'
      : 'confirmed';
    const [fresh] = await tx.insert(payments).values({
      bookingId: booking.id,
      gateway: input.gateway,
      provider: input.provider,
      providerReference: input.providerReference,
      amountKobo: input.amountKobo,
      outcome,
      createdAt: now,
    }).onConflictDoNothing({ target: [payments.provider, payments.providerReference] }).returning({ id: payments.id });

    const ticket = async () => (await loadTicket(tx, booking.reference, now))!;
    if (!fresh) {
      const [seen] = await tx.select({ outcome: payments.outcome }).from(payments)
        .where(and(eq(payments.provider, input.provider), eq(payments.providerReference, input.providerReference)));
      const before = (seen?.outcome ?? outcome) as PaymentOutcome;
      return before === 'confirmed' ? { outcome: 'already-confirmed', ticket: await ticket() } : { outcome: before === 'too-late' ? 'cancelled' : before };
    }
    switch (outcome) {
      case 'confirmed':
        await tx.update(bookings).set({ status: BOOKING_STATUS.confirmed, holdExpiresAt: null, paymentMethod: input.gateway }).where(eq(bookings.id, booking.id));
        // The e-mail and SMS are owed from this commit on; the payment service sends them once (notifications/).
        await oweConfirmation(tx, { kind: 'booking', reference: booking.reference });
        // The ticket is signed in the confirming transaction (boarding/sign.ts).
        await signTicket(tx, booking.id, now);
        return { outcome: 'confirmed', ticket: await ticket() };
      case 'seats-lost':
        await tx.update(bookings).set({ status: BOOKING_STATUS.failed, holdExpiresAt: null }).where(eq(bookings.id, booking.id));
        return { outcome };
      case 'too-late':
        return { outcome: 'cancelled' };
      default:
        return { outcome };
    }
  }));
}

/**
 * Marks a pending booking cancelled (2) or failed (6) after the provider says so; frees its seats.
 * The seats are free because the booking no longer holds them (availability.ts); the rows stay
 * for its ticket until another booking claims those seats (holds.ts). A confirmed booking, one
 * already cancelled or failed, and one being paid through another provider (`provider`) are left
 * as they are. With `event`, the webhook event is recorded in the same transaction as the update
 * ('already-processed' when it was recorded before).
 */
export async function abandonBooking(
  db: Db,
  reference: string,
  status: 2 | 6,
  options: { provider?: string; event?: WebhookEventKey } = {},
): Promise<'abandoned' | 'unchanged' | 'already-processed'> {
  const abandon = async (ex: Db | Tx) => {
    const rows = await ex
      .update(bookings)
      .set({ status, holdExpiresAt: null })
      .where(and(
        eq(bookings.reference, normaliseReference(reference)),
        inArray(bookings.status, [BOOKING_STATUS.pending, BOOKING_STATUS.expired]),
        options.provider === undefined ? undefined : or(isNull(bookings.paymentProvider), eq(bookings.paymentProvider, options.provider)),
      ))
      .returning({ id: bookings.id });
    return rows.length > 0 ? 'abandoned' as const : 'unchanged' as const;
  };
  const { event } = options;
  if (!event) return abandon(db);
  return retryOnConflict(() => db.transaction(async (tx) => ((await recordEvent(tx, event)) ? abandon(tx) : 'already-processed' as const)));
}

/**
 * The provider says its payment was cancelled or failed while the booking still holds its seats:
 * the booking stays pending and payable, and if this provider held it (claimPayment), the claim is
 * let go so the traveller can choose any payment method again (a cancelled payment is not a
 * cancelled booking). The hold is not extended again (payment_started_at stays). Undefined: the
 * booking is not pending with a live hold any more (the caller abandons it as before). With
 * `event`, the webhook event is recorded in the same transaction ('already-processed' when it was).
 */
export async function releaseClaim(
  db: Db,
  reference: string,
  provider: string,
  options: { event?: WebhookEventKey; now?: Date } = {},
): Promise<{ holdExpiresAt: Date } | 'already-processed' | undefined> {
  const now = options.now ?? new Date();
  const release = async (ex: Db | Tx) => {
    const [booking] = await ex.select().from(bookings).where(eq(bookings.reference, normaliseReference(reference))).for('update');
    if (!booking || booking.status !== BOOKING_STATUS.pending || !booking.holdExpiresAt || booking.holdExpiresAt <= now) return undefined;
    if (booking.paymentProvider === provider) await ex.update(bookings).set({ paymentProvider: null }).where(eq(bookings.id, booking.id));
    return { holdExpiresAt: booking.holdExpiresAt };
  };
  const { event } = options;
  return retryOnConflict(() => db.transaction(async (tx) => (event && !(await recordEvent(tx, event)) ? 'already-processed' as const : release(tx))));
}

/** The ticket of a booking, whatever its status (the result pages show failures too). */
export async function findTicket(db: Db, reference: string): Promise<Ticket | undefined> {
  return loadTicket(db, reference, new Date());
}
