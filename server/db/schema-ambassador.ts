import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { UpgradeDetails } from '../../contract/ambassador';
import { customers } from './schema-accounts';

/**
 * The ambassador service (spec 2 §7.8; server/services/ambassador/, contract/ambassador.ts): the
 * Tier 3 upgrade of ambassadors, and account deletion by e-mail and OTP.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An ambassador: someone who sells Freely trips on commission, at a verification tier (1 phone,
 * 2 contact details, 3 identity checked). The Tier 3 details are written by a verified upgrade;
 * one NIN belongs to one ambassador.
 */
export const ambassadors = pgTable('ambassadors', {
  id: serial('id').primaryKey(),
  tier: smallint('tier').notNull().default(2),
  details: jsonb('details').$type<UpgradeDetails>(),
  /** The details' NIN, unique: a person is one ambassador. */
  nin: text('nin'),
  createdAt: at('created_at').notNull().default(sql`now()`),
  upgradedAt: at('upgraded_at'),
}, (t) => [
  uniqueIndex('ambassadors_nin_uq').on(t.nin),
  check('ambassadors_tier_kind', sql`${t.tier} in (1, 2, 3)`),
  check('ambassadors_tier3_named', sql`${t.tier} <> 3 or (${t.details} is not null and ${t.nin} is not null and ${t.upgradedAt} is not null)`),
]);

/**
 * An invitation to upgrade to Tier 3 (its verification_id is the link's), and the request made on
 * it: invited → awaiting-otp (the form sent, a code sent to its phone) → verified (once).
 * Submitting again replaces the details and the code, and changes submission_id, so only the
 * newest submission's ambassador token can verify. The code is counted before it is compared.
 */
export const ambassadorUpgrades = pgTable('ambassador_upgrades', {
  id: serial('id').primaryKey(),
  verificationId: text('verification_id').notNull(),
  ambassadorId: integer('ambassador_id').notNull().references(() => ambassadors.id, { onDelete: 'cascade' }),
  status: text('status').$type<'invited' | 'awaiting-otp' | 'verified'>().notNull().default('invited'),
  details: jsonb('details').$type<UpgradeDetails>(),
  /** Random, new per submission: the ambassador token names it. */
  submissionId: text('submission_id'),
  codeHash: text('code_hash'),
  codeTries: smallint('code_tries').notNull().default(0),
  codeExpiresAt: at('code_expires_at'),
  createdAt: at('created_at').notNull().default(sql`now()`),
  /** The invitation lapses then (INVITATION_DAYS). */
  expiresAt: at('expires_at').notNull(),
  submittedAt: at('submitted_at'),
  verifiedAt: at('verified_at'),
}, (t) => [
  uniqueIndex('ambassador_upgrades_verification_uq').on(t.verificationId),
  index('ambassador_upgrades_ambassador_idx').on(t.ambassadorId),
  check('ambassador_upgrades_status_kind', sql`${t.status} in ('invited', 'awaiting-otp', 'verified')`),
  check('ambassador_upgrades_submitted', sql`${t.status} = 'invited' or (${t.details} is not null and ${t.submittedAt} is not null)`),
]);

/**
 * The code of one deletion request (the nonce sealed in its ambassadorId), sent to its e-mail.
 * A code is stored for an e-mail no account uses too (and never sent), so every answer reads the
 * same. Sending again replaces the code; rows go with the deletion or when long expired.
 */
export const accountDeletionCodes = pgTable('account_deletion_codes', {
  requestId: text('request_id').primaryKey(),
  email: text('email').notNull(),
  codeHash: text('code_hash').notNull(),
  tries: smallint('tries').notNull().default(0),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
}, (t) => [index('account_deletion_codes_email_idx').on(t.email), index('account_deletion_codes_expiry_idx').on(t.expiresAt)]);

/**
 * Accounts deleted: the customer row stays, anonymised, because kept trip and bill records point
 * to it (spec 1 'Data Collection'); this says when, for the 5-year retention of anonymous data.
 */
export const accountDeletions = pgTable('account_deletions', {
  customerId: integer('customer_id').primaryKey().references(() => customers.id),
  deletedAt: at('deleted_at').notNull(),
});
