import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TransferDetails } from '../../contract/transfer-details';
import { customers } from './schema-accounts';

/**
 * The wallet (issue 15, spec 2 §7.6): money in kobo, moved only by ledger entries written in the
 * same transaction as the balance they change (server/services/wallet/ledger.ts).
 */

/** Where a bank-transfer funding's money goes: the provider's account, read as every transfer page reads it. */
export type FundingAccount = Pick<TransferDetails, 'bank' | 'accountName' | 'accountNumber' | 'expiresAt'>;

const kobo = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One wallet per customer, holding two balances: the main wallet (gateways 2 and 23) and the
 * cashback wallet (gateway 1). Bank meanings: ledger = available + blocked, where blocked is money
 * held against a payment not yet settled (nothing holds money yet, so it stays 0). The cashback
 * wallet is a record of its own on the wire; its Id is `cashback_id`, drawn from the same
 * sequence as `id` so it never equals any main wallet's Id.
 */
export const wallets = pgTable('wallets', {
  id: serial('id').primaryKey(),
  cashbackId: integer('cashback_id').notNull().default(sql`nextval('wallets_id_seq')`),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  availableKobo: kobo('available_kobo'),
  blockedKobo: kobo('blocked_kobo'),
  ledgerKobo: kobo('ledger_kobo'),
  cashbackKobo: kobo('cashback_kobo'),
  /** scrypt of the 4-digit transaction PIN; null until CreatePin. */
  pinHash: text('pin_hash'),
  /** Wrong PINs in a row, counted before each check; the third locks the wallet. */
  failedPinAttempts: smallint('failed_pin_attempts').notNull().default(0),
  /** Set by the third wrong PIN in a row; only ResetPin (with an OTP) clears it. */
  lockedAt: at('locked_at'),
  createdAt: at('created_at').notNull().default(sql`now()`),
}, (t) => [
  uniqueIndex('wallets_customer_uq').on(t.customerId),
  uniqueIndex('wallets_cashback_id_uq').on(t.cashbackId),
  check('wallets_available_nonnegative', sql`${t.availableKobo} >= 0`),
  check('wallets_blocked_nonnegative', sql`${t.blockedKobo} >= 0`),
  check('wallets_cashback_nonnegative', sql`${t.cashbackKobo} >= 0`),
  check('wallets_ledger_balanced', sql`${t.ledgerKobo} = ${t.availableKobo} + ${t.blockedKobo}`),
]);

/**
 * The ledger: every movement of either balance. `idempotency_key` is unique: a funding reference,
 * a debit's Reference or a booking paid is entered once however often it is replayed.
 */
export const walletEntries = pgTable('wallet_entries', {
  id: serial('id').primaryKey(),
  walletId: integer('wallet_id').notNull().references(() => wallets.id, { onDelete: 'cascade' }),
  balance: text('balance').$type<'main' | 'cashback'>().notNull(),
  direction: text('direction').$type<'credit' | 'debit'>().notNull(),
  amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  /** The moved balance (available for main, cashback for cashback) after this entry. */
  balanceAfterKobo: bigint('balance_after_kobo', { mode: 'number' }).notNull(),
  description: text('description').notNull(),
  /** What the traveller knows it by: the funding or debit reference, or the booking reference. */
  reference: text('reference').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  createdAt: at('created_at').notNull().default(sql`now()`),
}, (t) => [
  uniqueIndex('wallet_entries_key_uq').on(t.idempotencyKey),
  index('wallet_entries_wallet_idx').on(t.walletId, t.id),
  check('wallet_entries_amount_positive', sql`${t.amountKobo} > 0`),
  check('wallet_entries_balance_after_nonnegative', sql`${t.balanceAfterKobo} >= 0`),
  check('wallet_entries_balance_kind', sql`${t.balance} in ('main', 'cashback')`),
  check('wallet_entries_direction_kind', sql`${t.direction} in ('credit', 'debit')`),
]);

/** Wallet OTPs (CreatePin, ChangePin, ResetPin), hashed; only the newest per customer and type counts. */
export const walletOtps = pgTable('wallet_otps', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  codeHash: text('code_hash').notNull(),
  /** Counted before each check. */
  tries: smallint('tries').notNull().default(0),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
}, (t) => [index('wallet_otps_customer_type_idx').on(t.customerId, t.type, t.id)]);

/** Card fundings: one checkout per reference; 'success' is set once, in the transaction that credits. */
export const walletFundings = pgTable('wallet_fundings', {
  id: serial('id').primaryKey(),
  reference: text('reference').notNull(),
  walletId: integer('wallet_id').notNull().references(() => wallets.id, { onDelete: 'cascade' }),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  amountKobo: bigint('amount_kobo', { mode: 'number' }).notNull(),
  status: text('status').$type<'pending' | 'success' | 'failed'>().notNull().default('pending'),
  provider: text('provider').notNull(),
  /** The provider's checkout (transaction) id. */
  providerReference: text('provider_reference'),
  /** A bank-transfer funding's account (funding.ts), shown again whenever the traveller comes back. */
  account: jsonb('account').$type<FundingAccount>(),
  createdAt: at('created_at').notNull().default(sql`now()`),
  settledAt: at('settled_at'),
}, (t) => [
  uniqueIndex('wallet_fundings_reference_uq').on(t.reference),
  index('wallet_fundings_customer_idx').on(t.customerId),
  check('wallet_fundings_amount_positive', sql`${t.amountKobo} > 0`),
  check('wallet_fundings_status_kind', sql`${t.status} in ('pending', 'success', 'failed')`),
]);
