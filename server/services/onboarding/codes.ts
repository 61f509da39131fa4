import { and, eq, isNull, or } from 'drizzle-orm';
import { OTP_RESEND_SECONDS, OTP_TTL_MINUTES, type LoginResponse, type OtpPurpose, type OtpSent } from '../../../contract/onboarding';
import { ONBOARDING_MESSAGES as M } from '../../../contract/onboarding-messages';
import { authContext } from '../../auth/context';
import { ACCOUNT_LIMIT, blockedFor, clearFailures, minutesLeft, recordFailure } from '../../auth/rate-limit';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema-accounts';
import { RuleError } from '../../http/respond';
import type { Messenger } from '../../providers/messaging/types';
import { findByUserName, getCustomer, startSession, updateCustomer, type CustomerRow } from './customers';
import { checkCode, sendCode } from './otp';
import { isUniqueViolation } from './pg-errors';

/** The sign-in failure counter of an account (shared by passwords and sign-in or reset codes). */
export const accountKey = (customer: CustomerRow | undefined, userName: string) => (customer ? `signin-acct:${customer.id}` : `signin-user:${userName}`);

/** The answer for an address we will not send to, shaped like a real one so it reveals nothing. */
const notSent = (db: Db): OtpSent => {
  const now = authContext(db).now();
  return { dateTime: now.toISOString(), expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000).toISOString(), resendAfterSeconds: OTP_RESEND_SECONDS };
};

/** The account waiting to confirm this e-mail address (a new address, or one registered unconfirmed). */
async function awaitingConfirmation(db: Db, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(or(eq(customers.pendingEmail, email), and(eq(customers.email, email), eq(customers.accountIsConfirmed, false), isNull(customers.pendingEmail))))
    .limit(1);
  return row;
}

/**
 * Sends a code for `purpose` to a normalised phone or e-mail:
 * register — only to an address no account uses yet (else 409);
 * confirm — only to an address an account is waiting to confirm (else 404);
 * reset, login — only to an existing account, but answers the same either way, so nobody can
 * probe which addresses have accounts.
 */
export async function requestCode(db: Db, messenger: Messenger, target: string, purpose: OtpPurpose, customerId?: number): Promise<OtpSent> {
  if (purpose === 'register') {
    if (await findByUserName(db, target)) throw new RuleError(target.includes('@') ? M.emailTaken : M.phoneTaken, 409);
    return sendCode(db, messenger, target, purpose);
  }
  if (purpose === 'confirm') {
    const owner = customerId ?? (await awaitingConfirmation(db, target))?.id;
    if (!owner) throw new RuleError(M.noPendingEmail, 404);
    return sendCode(db, messenger, target, purpose, owner);
  }
  return (await findByUserName(db, target)) ? sendCode(db, messenger, target, purpose) : notSent(db);
}

/** Moves a verified pending e-mail onto its account and marks the account confirmed. */
async function confirmEmail(db: Db, email: string, customerId: number | null): Promise<CustomerRow> {
  const owner = customerId ? await getCustomer(db, customerId) : await awaitingConfirmation(db, email);
  if (!owner || (owner.pendingEmail !== email && owner.email !== email)) throw new RuleError(M.noPendingEmail, 404);
  try {
    return await updateCustomer(db, owner.id, { email, pendingEmail: null, accountIsConfirmed: true });
  } catch (error) {
    if (isUniqueViolation(error)) throw new RuleError(M.emailTaken, 409);
    throw error;
  }
}

export type Verified = { message: string; session?: LoginResponse };

/**
 * Checks a code and does what it was for: register marks the address proven (the account is made
 * by registerv2), confirm verifies the e-mail, reset proves the code (forgetpasswordv2 follows),
 * login starts a session. Codes that take over an account count towards its sign-in limit.
 */
export async function verifyCode(db: Db, target: string, purpose: OtpPurpose, code: string): Promise<Verified> {
  if (purpose === 'register') {
    await checkCode(db, target, purpose, code, 'verify');
    return { message: target.includes('@') ? M.otpVerified : M.phoneVerified };
  }
  if (purpose === 'confirm') {
    const row = await checkCode(db, target, purpose, code, 'verify');
    await confirmEmail(db, target, row.customerId);
    return { message: M.emailVerified };
  }
  const customer = await findByUserName(db, target);
  const key = accountKey(customer, target);
  const wait = await blockedFor(db, key, ACCOUNT_LIMIT);
  if (wait) throw new RuleError(M.tooManySignIns(minutesLeft(wait)), 429);
  await checkCode(db, target, purpose, code, purpose === 'login' ? 'consume' : 'verify', () => recordFailure(db, key, ACCOUNT_LIMIT));
  if (!customer) throw new RuleError(M.otpMissing, 400);
  if (purpose === 'reset') return { message: M.otpVerified };
  await clearFailures(db, key);
  return { message: customer.customerStage === 0 ? M.completeRegistration : M.signedIn, session: await startSession(db, customer) };
}
