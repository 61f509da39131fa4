import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { OTP_LENGTH, OTP_MAX_TRIES, OTP_TTL_MINUTES, type OtpPurpose, type OtpSent } from '../../../contract/onboarding';
import { ONBOARDING_MESSAGES as M } from '../../../contract/onboarding-messages';
import { authContext } from '../../auth/context';
import { hashSecret, verifySecret } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { otps } from '../../db/schema-accounts';
import { RuleError } from '../../http/respond';
import type { Messenger } from '../../providers/messaging/types';

/**
 * One-time codes (spec 1 §5, §9): 6 random digits, stored as salted scrypt, valid 10 minutes,
 * locked after 5 tries, used once. How often codes may be sent is send-allowance.ts's business.
 */

type OtpRow = typeof otps.$inferSelect;

const SUBJECTS: Record<OtpPurpose, string> = {
  register: 'Your Freely sign-up code',
  confirm: 'Confirm your Freely e-mail address',
  reset: 'Reset your Freely password',
  login: 'Your Freely sign-in code',
};

/** How long after a code is verified the step it unlocks (creating the password) may follow. */
const VERIFIED_VALID_MS = 30 * 60_000;

const newest = async (db: Db, target: string, purpose: OtpPurpose): Promise<OtpRow | undefined> => {
  const [row] = await db.select().from(otps).where(and(eq(otps.target, target), eq(otps.purpose, purpose))).orderBy(desc(otps.createdAt), desc(otps.id)).limit(1);
  return row;
};

/** A fresh code: OTP_LENGTH random digits, and when it expires. The wallet's codes are made here too. */
export function newOtpCode(now: Date): { code: string; expiresAt: Date } {
  return { code: String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0'), expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000) };
}

/**
 * Sends a fresh code to a phone ('sms') or e-mail address, replacing any earlier one. The caller
 * has taken the send allowance (send-allowance.ts) and hands it back if this throws.
 */
export async function sendCode(db: Db, messenger: Messenger, target: string, purpose: OtpPurpose, customerId?: number): Promise<OtpSent> {
  const now = authContext(db).now();
  const { code, expiresAt } = newOtpCode(now);
  await db.delete(otps).where(and(eq(otps.target, target), eq(otps.purpose, purpose)));
  const [row] = await db.insert(otps).values({ target, purpose, customerId, codeHash: await hashSecret(code), createdAt: now, expiresAt }).returning({ id: otps.id });
  const channel = target.includes('@') ? 'email' : 'sms';
  try {
    await messenger.send({
      channel,
      to: target,
      subject: SUBJECTS[purpose],
      body: `Your Freely verification code is ${code}. It expires in ${OTP_TTL_MINUTES} minutes. Never share it with anyone.`,
    });
  } catch (error) {
    // A code nobody received is not left to be guessed at.
    if (row) await db.delete(otps).where(eq(otps.id, row.id));
    throw error;
  }
  return { dateTime: now.toISOString(), expiresAt: expiresAt.toISOString(), resendAfterSeconds: authContext(db).settings.codeResendSeconds };
}

/**
 * Checks a code. 'verify' marks it used (the step it unlocks follows later: see `consumeVerified`);
 * 'consume' also accepts a code verified moments ago and marks its step done, for calls that carry
 * the code themselves (password reset). Every try counts towards the lock, before the check.
 */
export async function checkCode(
  db: Db,
  target: string,
  purpose: OtpPurpose,
  code: string,
  mode: 'verify' | 'consume',
  onWrongCode: () => Promise<void> = async () => {},
): Promise<OtpRow> {
  const now = authContext(db).now();
  const row = await newest(db, target, purpose);
  if (!row) throw new RuleError(M.otpMissing, 400);
  if (row.consumedAt || (mode === 'verify' && row.verifiedAt)) throw new RuleError(M.otpUsed, 400);
  if (row.expiresAt <= now) throw new RuleError(M.otpExpired, 400);
  // The try is counted before the code is compared, in one conditional update: of any number of
  // guesses in flight at once, at most OTP_MAX_TRIES get past this line.
  const [counted] = await db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(and(eq(otps.id, row.id), lt(otps.attempts, OTP_MAX_TRIES)))
    .returning({ attempts: otps.attempts });
  if (!counted) throw new RuleError(M.otpLocked, 429);
  if (!(await verifySecret(code, row.codeHash))) {
    await onWrongCode();
    const left = OTP_MAX_TRIES - counted.attempts;
    throw left > 0 ? new RuleError(M.otpWrong(left), 400) : new RuleError(M.otpLocked, 429);
  }
  // Conditional update: of two simultaneous correct answers only one wins.
  const [used] = await db
    .update(otps)
    .set(mode === 'verify' ? { verifiedAt: now } : { verifiedAt: row.verifiedAt ?? now, consumedAt: now })
    .where(and(eq(otps.id, row.id), isNull(otps.consumedAt), mode === 'verify' ? isNull(otps.verifiedAt) : undefined))
    .returning();
  if (!used) throw new RuleError(M.otpUsed, 400);
  return used;
}

/** True once: the target verified a code for `purpose` within the last 30 minutes and has not used it. */
export async function consumeVerified(db: Db, target: string, purpose: OtpPurpose): Promise<boolean> {
  const now = authContext(db).now();
  const [used] = await db
    .update(otps)
    .set({ consumedAt: now })
    .where(and(eq(otps.target, target), eq(otps.purpose, purpose), isNull(otps.consumedAt), gt(otps.verifiedAt, new Date(now.getTime() - VERIFIED_VALID_MS))))
    .returning({ id: otps.id });
  return Boolean(used);
}
