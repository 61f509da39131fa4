import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bookings, terminals } from './schema';
import { customers } from './schema-accounts';

/**
 * Signed tickets and boarding (issue 19, server/services/boarding/).
 */

/**
 * The ECDSA P-256 key pairs that sign tickets. The serial id is the key id the QR carries ('K' and
 * the id in base 36): a sequence never hands an id out twice, so a scanner's cached public key can
 * never be confused with a later one. The newest key whose signs_until is ahead signs; every key
 * verifies until verifies_until (past any ticket it can have signed), then it is deleted. The
 * private key (PKCS#8, base64url) never leaves the server.
 */
export const ticketKeys = pgTable('ticket_keys', {
  id: serial('id').primaryKey(),
  publicJwk: jsonb('public_jwk').$type<{ kty: 'EC'; crv: 'P-256'; x: string; y: string }>().notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  signsUntil: timestamp('signs_until', { withTimezone: true }).notNull(),
  verifiesUntil: timestamp('verifies_until', { withTimezone: true }).notNull(),
}, (t) => [index('ticket_keys_signs_until_idx').on(t.signsUntil)]);

/**
 * One signature per booking version: the canonical text signed (contract/ticket-signature.ts
 * ticketSigningInput) and the QR text made of it. A booking whose signed fields change
 * (reschedule) is signed again and the row replaced; the same fields are never signed twice, so
 * the QR a traveller holds stays the same.
 */
export const ticketSignatures = pgTable('ticket_signatures', {
  bookingId: integer('booking_id').primaryKey().references(() => bookings.id, { onDelete: 'cascade' }),
  input: text('input').notNull(),
  keyId: text('key_id').notNull(),
  qr: text('qr').notNull(),
  signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
});

/**
 * Staff: a customer account that may scan tickets at its terminal. It signs in like any account;
 * this row is its role (created by the sandbox for the seeded terminals, or `npm run staff:create`).
 */
export const staff = pgTable('staff', {
  customerId: integer('customer_id').primaryKey().references(() => customers.id, { onDelete: 'cascade' }),
  terminalId: integer('terminal_id').notNull().references(() => terminals.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/**
 * Every scan a scanner uploaded, once per scan id (its primary key: a replayed upload stores
 * nothing new), with what the server made of it (`outcome`, contract/boarding.ts scanResultSchema's
 * boarding) and, for a conflict or a repeat, the scan that boarded first.
 */
export const boardingScans = pgTable('boarding_scans', {
  scanId: text('scan_id').primaryKey(),
  deviceId: text('device_id').notNull(),
  staffCustomerId: integer('staff_customer_id').references(() => customers.id, { onDelete: 'set null' }),
  reference: text('reference').notNull(),
  tripId: integer('trip_id').notNull(),
  bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
  scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  verdict: text('verdict').$type<'accepted' | 'refused'>().notNull(),
  reason: text('reason'),
  outcome: text('outcome').$type<'boarded' | 'already-boarded' | 'conflict' | 'not-boarded' | 'unknown-ticket'>().notNull(),
  firstScanId: text('first_scan_id'),
}, (t) => [index('boarding_scans_booking_idx').on(t.bookingId, t.tripId), index('boarding_scans_conflict_idx').on(t.outcome, t.receivedAt)]);

/**
 * The boarding arbiter: one row per (booking, trip), like booking_seats' (trip, seat). The first
 * accepted scan to insert it boards the booking's seats on that trip; every later one finds it.
 */
export const boardings = pgTable('boardings', {
  bookingId: integer('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
  tripId: integer('trip_id').notNull(),
  scanId: text('scan_id').notNull(),
  deviceId: text('device_id').notNull(),
  scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
  boardedAt: timestamp('boarded_at', { withTimezone: true }).notNull(),
}, (t) => [primaryKey({ columns: [t.bookingId, t.tripId] }), index('boardings_trip_idx').on(t.tripId)]);
