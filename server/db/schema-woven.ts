import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './schema';

/**
 * The virtual accounts of /woven-pay (issue 18; server/services/payment/woven.ts): one row per
 * one-use account the provider opened for a booking, as it answered spec 2 §7.5's creation call.
 *
 * transfer_by is ours: the end of the 30 minutes the traveller has to transfer (never past the
 * booking's seat hold). valid_until is the provider's (its expires_on, 60 minutes). When
 * transfer_by passes, the account is closed at the provider (closed_at), so the bank refuses a
 * late transfer; one that still lands after transfer_by is recorded and refunded (too late).
 */
export const virtualAccounts = pgTable('virtual_accounts', {
  id: serial('id').primaryKey(),
  bookingId: integer('booking_id').notNull().references(() => bookings.id),
  /** 'woven'. */
  provider: text('provider').notNull(),
  /** The provider's id of the account: its verifications and webhooks name it. */
  providerReference: text('provider_reference').notNull(),
  vnuban: text('vnuban').notNull(),
  accountName: text('account_name').notNull(),
  bankName: text('bank_name').notNull(),
  /** min_amount = max_amount = the booking's total when opened, kobo. */
  amountKobo: integer('amount_kobo').notNull(),
  transferBy: timestamp('transfer_by', { withTimezone: true }).notNull(),
  validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  /** Closed at the provider once transfer_by passed (the sweep, or the next look-up). */
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
}, (t) => [
  // Concurrent openings get the same account from the provider: one row for it.
  uniqueIndex('virtual_accounts_provider_ref_uq').on(t.provider, t.providerReference),
  index('virtual_accounts_booking_idx').on(t.bookingId, t.createdAt),
  // The sweep's question: open accounts whose 30 minutes are over.
  index('virtual_accounts_open_idx').on(t.transferBy).where(sql`${t.closedAt} is null`),
]);
