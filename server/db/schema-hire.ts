import { sql } from 'drizzle-orm';
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { HireStatus } from '../../contract/hire';
import { vehicleModels } from './schema';

/**
 * Bus hire (issue 17, spec 2 §7.4 and §9; server/services/hire/).
 *
 * hire_vehicles is the hire fleet, one row per vehicle. A hire holds each vehicle it takes for
 * every day that vehicle is away with one hire_vehicle_days row; the UNIQUE (vehicle_id, day)
 * index is the only arbiter of who gets a vehicle, so no vehicle is ever hired twice for a day.
 * The rows are written in the transaction that writes the hire, and deleted in the one that
 * expires or cancels it: a hire that is neither paid nor awaiting payment holds nothing.
 *
 * Where a hire stands: awaiting-payment → paid, or → expired (unpaid past expires_at) or
 * cancelled (the checkout was cancelled, the traveller chose again, the provider could not open).
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One vehicle of the hire fleet. Ids are stable across seeds (server/seed/hire-fleet.ts). */
export const hireVehicles = pgTable('hire_vehicles', {
  id: integer('id').primaryKey(),
  vehicleModelId: integer('vehicle_model_id').notNull().references(() => vehicleModels.id),
  plate: text('plate').notNull(),
}, (t) => [
  uniqueIndex('hire_vehicles_plate_uq').on(t.plate),
  index('hire_vehicles_model_idx').on(t.vehicleModelId, t.id),
]);

/** One model's line of a hire, priced when it was made (kobo). */
export type HireLine = { vehicleModelId: number; vehicleModelName: string; seats: number; quantity: number; farePrice: number; sleepOverPrice: number };
/** The bank account a transfer hire is paid into. */
export type HireAccount = { bankName: string; accountName: string; accountNo: string };

export const hires = pgTable('hires', {
  id: serial('id').primaryKey(),
  /** 'HIR-' and 10 symbols (hire/reference.ts). */
  reference: text('reference').notNull(),
  status: text('status').$type<HireStatus>().notNull().default('awaiting-payment'),
  /** 0 one way, 1 round trip. */
  serviceType: smallint('service_type').notNull(),
  /** The gateway chosen: 5 card, 4 or 10 bank transfer. */
  paymentMethod: smallint('payment_method').notNull(),
  /** The provider that collects: 'paystack' (card) or 'azapay' (transfer). */
  provider: text('provider').notNull(),
  /** The checkout's transaction (card) or the account's (transfer), as the provider named it when opened. */
  providerReference: text('provider_reference'),
  checkoutUrl: text('checkout_url'),
  account: jsonb('account').$type<HireAccount>(),
  fullName: text('full_name').notNull(),
  gender: smallint('gender').notNull(),
  /** Lower case: unpaid holds are counted per e-mail. */
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull(),
  nextOfKinName: text('next_of_kin_name').notNull(),
  nextOfKinPhone: text('next_of_kin_phone').notNull(),
  address: text('address').notNull(),
  /** The places' formatted addresses, as the server resolved them. */
  pickupLocation: text('pickup_location').notNull(),
  dropoffLocation: text('dropoff_location').notNull(),
  pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
  returnDate: date('return_date', { mode: 'string' }),
  isSleepOver: boolean('is_sleep_over').notNull().default(false),
  /** One way, km to 2 decimals, as the server measured it. */
  distanceKm: doublePrecision('distance_km').notNull(),
  lines: jsonb('lines').$type<HireLine[]>().notNull(),
  /** Vehicles hired, all models (the sum of the lines' quantities): unpaid holds are limited in vehicles. */
  vehicleCount: smallint('vehicle_count').notNull(),
  totalKobo: integer('total_kobo').notNull(),
  /** A keyed hash of the client address (booking/hold-limits.ts clientKeyOf): unpaid holds are counted per address. */
  clientKey: text('client_key').notNull(),
  createdAt: at('created_at').notNull().default(sql`now()`),
  /** An unpaid hire lapses at this instant (HIRE_EXPIRY_MINUTES after it was made). */
  expiresAt: at('expires_at').notNull(),
  paidAt: at('paid_at'),
  /** The provider transaction that paid it. */
  paidProviderReference: text('paid_provider_reference'),
  /** When it became expired or cancelled. */
  closedAt: at('closed_at'),
}, (t) => [
  uniqueIndex('hires_reference_uq').on(t.reference),
  index('hires_awaiting_idx').on(t.expiresAt).where(sql`${t.status} = 'awaiting-payment'`),
  index('hires_client_key_idx').on(t.clientKey, t.status),
  index('hires_email_idx').on(t.email, t.status),
  index('hires_phone_idx').on(t.phoneNumber, t.status),
  check('hires_status_kind', sql`${t.status} in ('awaiting-payment', 'paid', 'expired', 'cancelled')`),
  check('hires_service_type_kind', sql`${t.serviceType} in (0, 1)`),
  check('hires_payment_method_kind', sql`${t.paymentMethod} in (4, 5, 10)`),
  check('hires_total_positive', sql`${t.totalKobo} > 0`),
  check('hires_vehicle_count_positive', sql`${t.vehicleCount} > 0`),
  check('hires_return_date', sql`(${t.serviceType} = 0) = (${t.returnDate} is null)`),
  check('hires_paid_named', sql`${t.status} <> 'paid' or (${t.paidAt} is not null and ${t.paidProviderReference} is not null)`),
]);

/** The vehicle arbiter: a vehicle away for a day belongs to one hire. */
export const hireVehicleDays = pgTable('hire_vehicle_days', {
  id: serial('id').primaryKey(),
  hireId: integer('hire_id').notNull().references(() => hires.id, { onDelete: 'cascade' }),
  vehicleId: integer('vehicle_id').notNull().references(() => hireVehicles.id),
  day: date('day', { mode: 'string' }).notNull(),
}, (t) => [
  uniqueIndex('hire_vehicle_days_vehicle_day_uq').on(t.vehicleId, t.day),
  index('hire_vehicle_days_hire_idx').on(t.hireId),
  index('hire_vehicle_days_day_idx').on(t.day),
]);

/**
 * Money a provider collected for a hire. The unique (provider, provider_reference) makes a
 * replayed confirmation or webhook a no-op. outcome: 'paid' (it paid the hire), or money that
 * bought nothing and goes back: 'amount-mismatch', 'duplicate' (the hire was already paid),
 * 'too-late' (the hire had expired or was cancelled).
 */
export const hirePayments = pgTable('hire_payments', {
  id: serial('id').primaryKey(),
  hireId: integer('hire_id').notNull().references(() => hires.id),
  provider: text('provider').notNull(),
  providerReference: text('provider_reference').notNull(),
  amountKobo: integer('amount_kobo').notNull(),
  outcome: text('outcome').$type<'paid' | 'amount-mismatch' | 'duplicate' | 'too-late'>().notNull(),
  /** null: nothing to refund; 'pending' while the provider is asked; 'refunded'; 'failed' (the next settlement retries). */
  refundStatus: text('refund_status').$type<'pending' | 'refunded' | 'failed'>(),
  refundedAt: at('refunded_at'),
  /** When the refund was last claimed ('pending'): an old claim was left by a crash and may be taken again. */
  refundClaimedAt: at('refund_claimed_at'),
  /** How many times the provider was asked to refund. */
  refundTries: smallint('refund_tries').notNull().default(0),
  createdAt: at('created_at').notNull().default(sql`now()`),
}, (t) => [
  uniqueIndex('hire_payments_provider_ref_uq').on(t.provider, t.providerReference),
  index('hire_payments_hire_idx').on(t.hireId),
  check('hire_payments_outcome_kind', sql`${t.outcome} in ('paid', 'amount-mismatch', 'duplicate', 'too-late')`),
  check('hire_payments_refund_kind', sql`${t.refundStatus} is null or ${t.refundStatus} in ('pending', 'refunded', 'failed')`),
]);
