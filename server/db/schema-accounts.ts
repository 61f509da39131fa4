import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Raw bytes; PGlite hands back Uint8Array, node-postgres a Buffer (also a Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`);

/** A customer account (spec 1 §3 Customer session / profile). Phones in '+234…' form, e-mail lower case. */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  phone: text('phone').unique(),
  /** Verified (or registered-with) e-mail; sign-in accepts it. */
  email: text('email').unique(),
  /** A new e-mail waiting for its code (POST /customer/updateemailv2). */
  pendingEmail: text('pending_email'),
  /** scrypt; null for an account made by Google sign-in. */
  passwordHash: text('password_hash'),
  title: text('title').notNull().default(''),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  gender: smallint('gender'),
  nextOfKinName: text('next_of_kin_name').notNull().default(''),
  /** 11-digit contact form. */
  nextOfKinPhone: text('next_of_kin_phone').notNull().default(''),
  nextOfKinGender: smallint('next_of_kin_gender'),
  referralCode: text('referral_code').notNull().unique(),
  referredById: integer('referred_by_id'),
  customerStage: smallint('customer_stage').notNull().default(0),
  accountIsConfirmed: boolean('account_is_confirmed').notNull().default(false),
  hasPin: boolean('has_pin').notNull().default(false),
  photoId: text('photo_id'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

/** Profile pictures, served at /api/onboarding/customer/photo/<id>; the id is random and changes per upload. */
export const customerPhotos = pgTable('customer_photos', {
  id: text('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});

/**
 * One-time codes, hashed. Only the newest row per (target, purpose) counts; a new send deletes
 * the older ones. verified_at marks the code used; consumed_at marks the step it unlocked as done.
 */
export const otps = pgTable('otps', {
  id: serial('id').primaryKey(),
  target: text('target').notNull(),
  purpose: text('purpose').notNull(),
  codeHash: text('code_hash').notNull(),
  /** The account an e-mail confirmation code belongs to (purpose 'confirm'). */
  customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  attempts: smallint('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
}, (t) => [index('otps_target_purpose_idx').on(t.target, t.purpose, t.createdAt)]);

/**
 * Refresh tokens, stored as SHA-256 of 32 random bytes. Each sign-in starts a family; each use
 * rotates within it. Presenting a used token again revokes the whole family.
 */
export const refreshTokens = pgTable('refresh_tokens', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
  familyId: text('family_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
}, (t) => [uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)]);

/**
 * Fixed-window attempt counters (sign-in, codes, sends, lookups), taken atomically before the
 * secret is checked (server/auth/rate-limit.ts). A key that reaches its limit is blocked until
 * blocked_until; strikes counts those blocks, so each one lasts longer (back-off).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  strikes: smallint('strikes').notNull().default(0),
});

/**
 * Server secrets that must survive restarts: the credential cipher's RSA key pairs
 * (kind 'rsa-oaep', the newest two kept) and, unless JWT_SECRET is set, the token signing secret
 * (kind 'jwt-hs256'). Private material never leaves the server.
 */
export const serverKeys = pgTable('server_keys', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  publicJwk: jsonb('public_jwk').$type<JsonWebKey>(),
  /** PKCS#8 (base64) for RSA, the raw secret for HS256. */
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}, (t) => [index('server_keys_kind_idx').on(t.kind, t.createdAt)]);
