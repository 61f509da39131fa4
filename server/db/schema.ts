import { sql } from 'drizzle-orm';
import {
  boolean, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Bus terminals (spec 1 §3). Ids are stable across seeds: other tables and URLs refer to them. */
export const terminals = pgTable('terminals', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  state: text('state').notNull(),
  address: text('address').notNull(),
  phoneNumber: text('phone_number').notNull(),
  email: text('email').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  countryCode: text('country_code').notNull().default('NG'),
  isDeparture: boolean('is_departure').notNull().default(true),
});

/** Registered pick-up points grouped by area (spec 1 §2, Pick-up Locations). */
export const pickupLocations = pgTable('pickup_locations', {
  id: integer('id').primaryKey(),
  state: text('state').notNull(),
  terminal: text('terminal').notNull(),
  locations: jsonb('locations').$type<string[]>().notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

export const vehicleModels = pgTable('vehicle_models', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  seats: smallint('seats').notNull(),
});

/** A directed route between two terminals; `name` is 'Departure ==> Destination'. */
export const routes = pgTable('routes', {
  id: integer('id').primaryKey(),
  departureTerminalId: integer('departure_terminal_id').notNull().references(() => terminals.id),
  destinationTerminalId: integer('destination_terminal_id').notNull().references(() => terminals.id),
  name: text('name').notNull(),
  distanceKm: integer('distance_km').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  popularRank: smallint('popular_rank'),
}, (t) => [uniqueIndex('routes_pair_uq').on(t.departureTerminalId, t.destinationTerminalId)]);

/** Fare per route and vehicle model, in kobo. */
export const fares = pgTable('fares', {
  routeId: integer('route_id').notNull().references(() => routes.id),
  vehicleModelId: integer('vehicle_model_id').notNull().references(() => vehicleModels.id),
  amountKobo: integer('amount_kobo').notNull(),
}, (t) => [uniqueIndex('fares_route_model_uq').on(t.routeId, t.vehicleModelId)]);

/** A scheduled departure of one vehicle on one route ("vehicle trip registration" upstream). */
export const trips = pgTable('trips', {
  id: serial('id').primaryKey(),
  routeId: integer('route_id').notNull().references(() => routes.id),
  vehicleModelId: integer('vehicle_model_id').notNull().references(() => vehicleModels.id),
  vehicleName: text('vehicle_name').notNull(),
  /** Lagos calendar date of departure. */
  departureDate: date('departure_date', { mode: 'string' }).notNull(),
  /** Lagos wall-clock time, 'HH:MM' (24 h). */
  departureTime: text('departure_time').notNull(),
  departsAt: timestamp('departs_at', { withTimezone: true }).notNull(),
  totalSeats: smallint('total_seats').notNull(),
  fareKobo: integer('fare_kobo').notNull(),
  cashbackKobo: integer('cashback_kobo').notNull().default(0),
  isPalliative: boolean('is_palliative').notNull().default(false),
}, (t) => [
  uniqueIndex('trips_slot_uq').on(t.routeId, t.departureDate, t.departureTime, t.vehicleModelId),
  index('trips_date_idx').on(t.departureDate),
]);

/** A booking (one reference); seats live in booking_seats. Status codes per spec 1 §4. */
export const bookings = pgTable('bookings', {
  id: serial('id').primaryKey(),
  reference: text('reference').notNull().unique(),
  status: smallint('status').notNull().default(0),
  tripType: smallint('trip_type').notNull().default(0),
  paymentMethod: smallint('payment_method'),
  customerName: text('customer_name').notNull(),
  email: text('email'),
  phoneNumber: text('phone_number'),
  nextOfKinName: text('next_of_kin_name'),
  nextOfKinPhone: text('next_of_kin_phone'),
  totalKobo: integer('total_kobo').notNull(),
  /**
   * What the traveller saved off the fares (kobo), priced by the server: the signed-in discount
   * (spec 1 §1, 5%); 0 for guests. totalKobo is already net of it.
   */
  discountKobo: integer('discount_kobo').notNull().default(0),
  /** A pending booking holds its seats until this moment. */
  holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
  /**
   * A keyed hash of the client address that made the booking (never the address itself): unpaid
   * holds are limited per address and per contact (e-mail, phone).
   */
  clientKey: text('client_key'),
  /** The provider whose checkout was opened first: a booking is paid through one provider at a time. */
  paymentProvider: text('payment_provider'),
  paymentStartedAt: timestamp('payment_started_at', { withTimezone: true }),
  /**
   * The signed-in account that made the booking (null for a guest). The contact (email, phone) is
   * the passenger's and may be someone else's: the account's wallet pays for it and its history
   * lists it by this id.
   */
  customerId: integer('customer_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
}, (t) => [
  index('bookings_client_key_idx').on(t.clientKey, t.status),
  index('bookings_customer_idx').on(t.customerId, t.createdAt),
  index('bookings_email_idx').on(t.email, t.status),
  index('bookings_phone_idx').on(t.phoneNumber, t.status),
]);

/** The seat arbiter: one row per (trip, seat); the unique index makes a double sale impossible. */
export const bookingSeats = pgTable('booking_seats', {
  id: serial('id').primaryKey(),
  bookingId: integer('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
  tripId: integer('trip_id').notNull().references(() => trips.id),
  seatNumber: smallint('seat_number').notNull(),
  fullName: text('full_name').notNull(),
  gender: smallint('gender').notNull().default(0),
  amountKobo: integer('amount_kobo').notNull(),
  isReturn: boolean('is_return').notNull().default(false),
  isPrinted: boolean('is_printed').notNull().default(false),
}, (t) => [uniqueIndex('booking_seats_trip_seat_uq').on(t.tripId, t.seatNumber)]);

/**
 * A payment a provider has confirmed for a booking. The unique (provider, provider_reference)
 * makes a replayed confirmation or webhook a no-op: one payment, one confirmation.
 */
export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  bookingId: integer('booking_id').notNull().references(() => bookings.id),
  gateway: smallint('gateway').notNull(),
  provider: text('provider').notNull(),
  providerReference: text('provider_reference').notNull(),
  amountKobo: integer('amount_kobo').notNull(),
  /**
   * What this payment did: 'confirmed' the booking, or money that bought nothing ('duplicate',
   * 'amount-mismatch', 'seats-lost', 'too-late') and is refunded.
   */
  outcome: text('outcome').notNull().default('confirmed'),
  /** null: nothing to refund; 'pending' while the provider is asked; 'refunded'; 'failed' (support follows up). */
  refundStatus: text('refund_status'),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  /** When the refund was last claimed ('pending'): a claim older than REFUND_CLAIM_LEASE_MS was left by a crash and may be taken again. */
  refundClaimedAt: timestamp('refund_claimed_at', { withTimezone: true }),
  /** How many times the provider was asked to refund (support is told after the last try). */
  refundTries: smallint('refund_tries').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
}, (t) => [uniqueIndex('payments_provider_ref_uq').on(t.provider, t.providerReference)]);

/** Provider webhooks already handled, by the provider's event id (idempotency keys). */
export const webhookEvents = pgTable('webhook_events', {
  provider: text('provider').notNull(),
  eventId: text('event_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().default(sql`now()`),
}, (t) => [uniqueIndex('webhook_events_uq').on(t.provider, t.eventId)]);

/**
 * A confirmation (e-mail and SMS) owed for something a traveller paid for: booking, hire, bill or
 * wallet funding. The primary key makes it once per thing, however often its confirmation is
 * replayed; the row is written in the transaction that confirmed it, and sentAt is claimed before
 * the messages go out (a failed send releases the claim so a later replay retries).
 */
export const confirmationNotices = pgTable('confirmation_notices', {
  kind: text('kind').$type<'booking' | 'hire' | 'bill' | 'wallet' | 'reschedule' | 'receipt' | 'refund-receipt'>().notNull(),
  reference: text('reference').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  sentAt: timestamp('sent_at', { withTimezone: true }),
}, (t) => [primaryKey({ columns: [t.kind, t.reference] })]);
