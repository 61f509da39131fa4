import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * What visitors send through the public forms (spec 2 §7.2, §7.8). Each row is keyed by the
 * client's idempotency key: a replayed submission (a retry, a background-sync replay) finds the
 * row it already made instead of making another.
 */

export const customerFeedbacks = pgTable('customer_feedbacks', {
  id: serial('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull(),
  customerName: text('customer_name').notNull(),
  phoneNumber: text('phone_number').notNull(),
  email: text('email').notNull(),
  /** 1 Enquiry, 2 Query, 3 Emergency, 4 Feedback. */
  category: smallint('category').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('customer_feedbacks_key_uq').on(t.idempotencyKey), index('customer_feedbacks_email_idx').on(t.email)]);

export const routeSuggestions = pgTable('route_suggestions', {
  id: serial('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull(),
  /** Set when a signed-in customer suggested it. */
  customerId: integer('customer_id'),
  fullName: text('full_name').notNull(),
  departureState: text('departure_state').notNull(),
  departureLocation: text('departure_location').notNull(),
  arrivalState: text('arrival_state').notNull(),
  arrivalLocation: text('arrival_location').notNull(),
  email: text('email').notNull(),
  /** '+234…' */
  phoneNumber: text('phone_number').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('route_suggestions_key_uq').on(t.idempotencyKey), index('route_suggestions_email_idx').on(t.email)]);

export type PartnerVehicleRow = { make: string; model: string; colour: string; vehicleYear: number };

export const partnerEnquiries = pgTable('partner_enquiries', {
  id: serial('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull(),
  /** 0 corporate, 1 individual. */
  partnerType: smallint('partner_type').notNull(),
  /** The person: first and last name for individuals, the contact name for companies. */
  name: text('name').notNull(),
  companyName: text('company_name'),
  companyRcNumber: text('company_rc_number'),
  businessAddress: text('business_address'),
  phoneNumber: text('phone_number').notNull(),
  email: text('email').notNull(),
  state: text('state').notNull(),
  inspectionLocation: text('inspection_location').notNull(),
  numberOfVehicles: integer('number_of_vehicles').notNull(),
  countryCode: text('country_code').notNull().default('NG'),
  vehicles: jsonb('vehicles').$type<PartnerVehicleRow[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('partner_enquiries_key_uq').on(t.idempotencyKey), index('partner_enquiries_email_idx').on(t.email)]);
