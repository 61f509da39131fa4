import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The sandbox's own tables. They stay in the migrations (server/db/migrations), so a database is
 * the same with the sandbox on or off; only the code that reads them is left out of a production build.
 */

/**
 * The sandbox providers' own ledger: what a real provider would hold on its side (a checkout,
 * a virtual account, a credit request) and whether the traveller paid or cancelled there.
 */
export const sandboxTransactions = pgTable('sandbox_transactions', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  /** Our booking reference, as given to the provider. */
  reference: text('reference').notNull(),
  amountKobo: integer('amount_kobo').notNull(),
  status: text('status').notNull().default('pending'),
  callbackUrl: text('callback_url'),
  customerEmail: text('customer_email'),
  meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
}, (t) => [
  index('sandbox_transactions_ref_idx').on(t.provider, t.reference),
  // Like a real provider refusing a duplicate reference: one open checkout per reference.
  uniqueIndex('sandbox_transactions_open_uq').on(t.provider, t.reference).where(sql`${t.status} = 'pending'`),
]);

/** Messages the sandbox messenger "sent" (GET /api/dev/outbox). */
export const outboxMessages = pgTable('outbox_messages', {
  id: serial('id').primaryKey(),
  channel: text('channel').$type<'sms' | 'email'>().notNull(),
  to: text('to').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [index('outbox_messages_to_idx').on(t.to, t.id)]);
