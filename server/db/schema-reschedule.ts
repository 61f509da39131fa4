import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RescheduleStatus } from '../../contract/reschedule';
import { bookings, trips } from './schema';

/*
 * Self-service reschedules (issue 18; server/services/reschedule/).
 *
 * A reschedule moves one leg of a confirmed booking (outbound or return) from one trip to another.
 * The booking keeps its reference and its row; its seat rows on the old trip are deleted and the
 * new ones written in the same transaction (booking_seats' unique (trip, seat) stays the only
 * arbiter of who has a seat). A paid reschedule first holds its new seats with a booking row of
 * its own (hold_booking_id: pending, reference 'HLD-…', no contact, paid through no provider),
 * and the payment's transaction moves those rows onto the booking.
 *
 * Where a reschedule stands: done at once (free, or paid from the wallet), or awaiting-payment →
 * done (paid while its held seats are still all there), expired (unpaid past expires_at),
 * cancelled (the checkout was cancelled, another reschedule of the booking replaced it, the
 * provider could not open), failed (paid, but the booking changed or a held seat was taken: refunded).
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export type RescheduleAccount = { bankName: string; accountName: string; accountNo: string };

export const reschedules = pgTable('reschedules', {
  id: serial('id').primaryKey(),
  /** 'RSC-' and 10 symbols (reschedule/reference.ts). */
  reference: text('reference').notNull(),
  bookingId: integer('booking_id').notNull().references(() => bookings.id),
  /** Which leg moves: false the outbound, true the return of a round trip. */
  isReturn: boolean('is_return').notNull(),
  fromTripId: integer('from_trip_id').notNull().references(() => trips.id),
  /** The leg's seats before, in seat order (the passengers keep their order). */
  fromSeats: jsonb('from_seats').$type<number[]>().notNull(),
  toTripId: integer('to_trip_id').notNull().references(() => trips.id),
  /** The new seats, in seat order, one per passenger of the leg. */
  toSeats: jsonb('to_seats').$type<number[]>().notNull(),
  status: text('status').$type<RescheduleStatus>().notNull(),
  /** kobo; 0 free. */
  feeKobo: integer('fee_kobo').notNull(),
  /** The gateway chosen for the fee (5 card, 26 bank transfer, 23 wallet); null when free. */
  paymentMethod: smallint('payment_method'),
  /** 'paystack', 'azapay' or 'wallet'; null when free. */
  provider: text('provider'),
  /** The checkout's or account's transaction as the provider named it when opened. */
  providerReference: text('provider_reference'),
  checkoutUrl: text('checkout_url'),
  account: jsonb('account').$type<RescheduleAccount>(),
  /** The booking row holding the new seats while the fee is paid; null when done at once. */
  holdBookingId: integer('hold_booking_id').references(() => bookings.id),
  /** 1 or 2: which of the booking's reschedules this is, set when it is done. */
  sequence: smallint('sequence'),
  /** The provider transaction that paid it. */
  paidProviderReference: text('paid_provider_reference'),
  createdAt: at('created_at').notNull().default(sql`now()`),
  /** An unpaid reschedule's seats are held until then. */
  expiresAt: at('expires_at'),
  doneAt: at('done_at'),
  closedAt: at('closed_at'),
}, (t) => [
  uniqueIndex('reschedules_reference_uq').on(t.reference),
  // One unpaid reschedule per booking at a time: a new one replaces it (in the same transaction).
  uniqueIndex('reschedules_one_open_uq').on(t.bookingId).where(sql`${t.status} = 'awaiting-payment'`),
  // A booking is rescheduled at most twice: the sequence is unique per booking and at most 2.
  uniqueIndex('reschedules_booking_sequence_uq').on(t.bookingId, t.sequence),
  index('reschedules_booking_idx').on(t.bookingId, t.status),
  index('reschedules_awaiting_idx').on(t.expiresAt).where(sql`${t.status} = 'awaiting-payment'`),
  check('reschedules_status_kind', sql`${t.status} in ('awaiting-payment', 'done', 'expired', 'cancelled', 'failed')`),
  check('reschedules_fee', sql`${t.feeKobo} >= 0`),
  check('reschedules_sequence_range', sql`${t.sequence} is null or ${t.sequence} between 1 and 2`),
  check('reschedules_done_numbered', sql`(${t.status} = 'done') = (${t.sequence} is not null)`),
  check('reschedules_paid_has_method', sql`${t.feeKobo} = 0 or ${t.paymentMethod} in (5, 23, 26)`),
]);

/**
 * Money a provider (or the wallet) collected for a reschedule's fee. The unique (provider,
 * provider_reference) makes a replayed confirmation or webhook a no-op. outcome: 'paid' (it paid
 * the fee and moved the booking), or money that bought nothing and goes back.
 */
export const reschedulePayments = pgTable('reschedule_payments', {
  id: serial('id').primaryKey(),
  rescheduleId: integer('reschedule_id').notNull().references(() => reschedules.id),
  provider: text('provider').notNull(),
  providerReference: text('provider_reference').notNull(),
  amountKobo: integer('amount_kobo').notNull(),
  outcome: text('outcome').$type<'paid' | 'amount-mismatch' | 'duplicate' | 'too-late' | 'seats-lost'>().notNull(),
  /** null: nothing to refund; 'pending' while the provider is asked; 'refunded'; 'failed' (the next settlement retries). */
  refundStatus: text('refund_status').$type<'pending' | 'refunded' | 'failed'>(),
  refundedAt: at('refunded_at'),
  /** When the refund was last claimed ('pending'): an old claim was left by a crash and may be taken again. */
  refundClaimedAt: at('refund_claimed_at'),
  /** How many times the provider was asked to refund. */
  refundTries: smallint('refund_tries').notNull().default(0),
  createdAt: at('created_at').notNull().default(sql`now()`),
}, (t) => [
  uniqueIndex('reschedule_payments_provider_ref_uq').on(t.provider, t.providerReference),
  index('reschedule_payments_reschedule_idx').on(t.rescheduleId),
  check('reschedule_payments_outcome_kind', sql`${t.outcome} in ('paid', 'amount-mismatch', 'duplicate', 'too-late', 'seats-lost')`),
  check('reschedule_payments_refund_kind', sql`${t.refundStatus} is null or ${t.refundStatus} in ('pending', 'refunded', 'failed')`),
]);
