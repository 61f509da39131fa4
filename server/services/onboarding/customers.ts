import { randomInt } from 'node:crypto';
import { eq, or } from 'drizzle-orm';
import { sitePath } from '../../../contract/call';
import * as calls from '../../../contract/calls/onboarding';
import { type CustomerProfile, type LoginResponse } from '../../../contract/onboarding';
import { ONBOARDING_MESSAGES } from '../../../contract/onboarding-messages';
import { authContext } from '../../auth/context';
import { issueRefreshToken } from '../../auth/refresh-tokens';
import { issueAccessToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema-accounts';
import { RuleError } from '../../http/respond';
import { violatedConstraint } from '../../db/pg-errors';

export type CustomerRow = typeof customers.$inferSelect;

const gender = (g: number | null) => (g === 0 || g === 1 ? g : null);

/** The profile fields of spec 1 §3, '' where nothing is known yet. */
export const toProfile = (row: CustomerRow): CustomerProfile => ({
  title: row.title,
  email: row.email ?? '',
  firstName: row.firstName,
  lastName: row.lastName,
  gender: gender(row.gender),
  customerPhoto: row.photoId ? sitePath(calls.photo, { photoId: row.photoId }) : '',
  accountIsConfirmed: row.accountIsConfirmed,
  nextOfKinName: row.nextOfKinName,
  nextOfKinPhone: row.nextOfKinPhone,
  nextOfKinGender: gender(row.nextOfKinGender),
  phoneNumber: row.phone ?? '',
  customerStage: row.customerStage,
  customersId: row.id,
  referralCode: row.referralCode,
  hasPin: row.hasPin,
  pendingEmail: row.pendingEmail ?? '',
});

/** By e-mail (lower case) or '+234…' phone; see normaliseUserName. */
export async function findByUserName(db: Db, userName: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(or(eq(customers.email, userName), eq(customers.phone, userName))).limit(1);
  return row;
}

export async function getCustomer(db: Db, id: number): Promise<CustomerRow> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  if (!row) throw new RuleError(ONBOARDING_MESSAGES.sessionExpired, 401);
  return row;
}

export async function updateCustomer(db: Db, id: number, values: Partial<typeof customers.$inferInsert>): Promise<CustomerRow> {
  const [row] = await db.update(customers).set({ ...values, updatedAt: authContext(db).now() }).where(eq(customers.id, id)).returning();
  if (!row) throw new RuleError(ONBOARDING_MESSAGES.sessionExpired, 401);
  return row;
}

// No 0/O or 1/I: codes are read aloud and typed from screenshots.
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const referralCode = () => Array.from({ length: 8 }, () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]).join('');

/** A new account; a phone or e-mail already taken answers 409 (also when two sign-ups race). */
export async function createCustomer(db: Db, values: { phone?: string; email?: string; passwordHash: string | null; firstName?: string; lastName?: string; accountIsConfirmed?: boolean }): Promise<CustomerRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db.insert(customers).values({ ...values, referralCode: referralCode() }).returning();
      if (!row) throw new Error('insert returned nothing');
      return row;
    } catch (error) {
      const constraint = violatedConstraint(error);
      if (constraint?.includes('referral') && attempt < 5) continue;
      if (constraint?.includes('phone')) throw new RuleError(ONBOARDING_MESSAGES.phoneTaken, 409);
      if (constraint?.includes('email')) throw new RuleError(ONBOARDING_MESSAGES.emailTaken, 409);
      throw error;
    }
  }
}

/** A new sign-in, before the route hands it over (session-cookies.ts). */
export type NewSession = {
  /** What the app reads: the profile and the access token. Its refreshToken is '' (see below). */
  login: LoginResponse;
  /** Goes only into an HttpOnly cookie, out of page JavaScript's reach. */
  refreshToken: string;
  customerId: number;
};

/** A new sign-in: an access token and a refresh token that starts its own family. */
export async function startSession(db: Db, row: CustomerRow): Promise<NewSession> {
  const refresh = await issueRefreshToken(db, row.id);
  const access = await issueAccessToken(db, { sub: String(row.id), role: 'Customer', sid: refresh.familyId });
  const { nextOfKinGender: _kinGender, pendingEmail: _pending, ...profile } = toProfile(row);
  return { login: { ...profile, jwtToken: access.token, refreshToken: '' }, refreshToken: refresh.token, customerId: row.id };
}
