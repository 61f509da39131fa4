import { and, eq, isNull, or } from 'drizzle-orm';
import { OTP_TTL_MINUTES, type OtpPurpose, type OtpSent } from '../../../contract/onboarding';
import { ONBOARDING_MESSAGES as M } from '../../../contract/onboarding-messages';
import { authContext } from '../../auth/context';
import { guessTarget, isRefused, takeGuess, type Place } from '../../auth/guess-guard';
import { minutesLeft } from '../../auth/rate-limit';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema-accounts';
import { RuleError } from '../../http/respond';
import type { Messenger } from '../../providers/messaging/types';
import { findByUserName, getCustomer, startSession, updateCustomer, type CustomerRow, type NewSession } from './customers';
import { checkCode, sendCode } from './otp';
import { isUniqueViolation } from '../../db/pg-errors';
import { takeSendAllowance } from './send-allowance';

/**
 * Takes a guess at the account behind `userName` from `place` (guess-guard.ts), or answers 429.
 * Passwords and sign-in or reset codes share these counters.
 */
export async function guessAt(db: Db, customer: CustomerRow | undefined, userName: string, place: Place) {
  const guess = await takeGuess(db, guessTarget(customer?.id, userName), customer?.id, place);
  if (isRefused(guess)) throw new RuleError(M.tooManySignIns(minutesLeft(guess.retryAfterMs)), 429, { retryAfterMs: guess.retryAfterMs });
  return guess;
}

/** The answer for an address we will not send to, shaped like a real one so it reveals nothing. */
const notSent = (db: Db): OtpSent => {
  const now = authContext(db).now();
  return { dateTime: now.toISOString(), expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000).toISOString(), resendAfterSeconds: authContext(db).settings.codeResendSeconds };
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
 * reset, login — only to an existing account, but answers the same either way (and takes the
 * same allowances), so nobody can probe which addresses have accounts.
 * Every send first takes its allowances (send-allowance.ts), `address` being the requester's.
 */
export async function requestCode(db: Db, messenger: Messenger, target: string, purpose: OtpPurpose, address: string, customerId?: number): Promise<OtpSent> {
  let owner: number | undefined;
  if (purpose === 'register') {
    if (await findByUserName(db, target)) throw new RuleError(target.includes('@') ? M.emailTaken : M.phoneTaken, 409);
  } else if (purpose === 'confirm') {
    owner = customerId ?? (await awaitingConfirmation(db, target))?.id;
    if (!owner) throw new RuleError(M.noPendingEmail, 404);
  }
  const handBack = await takeSendAllowance(db, target, purpose, address);
  if ((purpose === 'reset' || purpose === 'login') && !(await findByUserName(db, target))) return notSent(db);
  try {
    return await sendCode(db, messenger, target, purpose, owner);
  } catch (error) {
    // Nobody received it: the traveller may ask again at once.
    await handBack();
    throw error;
  }
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

export type Verified = { message: string; session?: NewSession };

/**
 * Checks a code and does what it was for: register marks the address proven (the account is made
 * by registerv2), confirm verifies the e-mail, reset proves the code (forgetpasswordv2 follows),
 * login starts a session. Codes that take over an account are guesses at it (guessAt), counted
 * from `place` before the code is checked.
 */
export async function verifyCode(db: Db, target: string, purpose: OtpPurpose, code: string, place: Place): Promise<Verified> {
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
  const guess = await guessAt(db, customer, target, place);
  await checkCode(db, target, purpose, code, purpose === 'login' ? 'consume' : 'verify', () => guess.failed());
  if (!customer) throw new RuleError(M.otpMissing, 400);
  await guess.succeeded();
  if (purpose === 'reset') return { message: M.otpVerified };
  return { message: customer.customerStage === 0 ? M.completeRegistration : M.signedIn, session: await startSession(db, customer) };
}
