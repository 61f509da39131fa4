import { randomBytes } from 'node:crypto';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import { AMBASSADOR_MESSAGES as A, type UpgradeDetails, type UpgradeSubmitted } from '../../../contract/ambassador';
import { OTP_MAX_TRIES, OTP_TTL_MINUTES } from '../../../contract/onboarding';
import { ONBOARDING_MESSAGES as M } from '../../../contract/onboarding-messages';
import { toInternationalPhone } from '../../../contract/validation';
import { authContext } from '../../auth/context';
import { isRefused, takeGuess, type Place } from '../../auth/guess-guard';
import { hashSecret, verifySecret } from '../../auth/passwords';
import { minutesLeft } from '../../auth/rate-limit';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { ambassadorUpgrades, ambassadors } from '../../db/schema-ambassador';
import { RuleError } from '../../http/respond';
import type { Messenger } from '../../providers/messaging/types';
import { newOtpCode } from '../onboarding/otp';
import { takeSendAllowance } from '../onboarding/send-allowance';
import { issueUpgradeToken, type UpgradeClaims } from './upgrade-token';

/**
 * The Tier 3 upgrade (spec 1 §4 'Upgrade'): the invitation's form, then a 6-digit code by SMS to
 * the phone given, then the verify with the ambassador token, which makes the ambassador Tier 3
 * with the details given. Codes are counted before they are compared: 5 tries a code, and the
 * guesses at one upgrade limited per client address and overall (guess-guard.ts).
 */

type UpgradeRow = typeof ambassadorUpgrades.$inferSelect;

/** The invitation behind a link, usable now, or the refusal that says why not. */
async function openInvitation(db: Db, verificationId: string, now: Date): Promise<UpgradeRow> {
  const [row] = await db.select().from(ambassadorUpgrades).where(eq(ambassadorUpgrades.verificationId, verificationId));
  if (!row) throw new RuleError(A.linkUnknown, 404);
  if (row.status === 'verified') throw new RuleError(A.alreadyUpgraded, 409);
  if (row.expiresAt <= now) throw new RuleError(A.linkExpired, 410);
  return row;
}

/** Refuses a NIN another ambassador already verified (the unique index decides a race). */
async function checkNinFree(db: Db, nin: string, ambassadorId: number): Promise<void> {
  const [other] = await db.select({ id: ambassadors.id }).from(ambassadors).where(and(eq(ambassadors.nin, nin), ne(ambassadors.id, ambassadorId))).limit(1);
  if (other) throw new RuleError(A.ninTaken, 409);
}

/**
 * POST /Tier3AccountUpgradeRequest/{verificationId}: keeps the details, sends a fresh code to
 * their phone and answers a token bound to this submission. Sending again is submitting again.
 * If the code cannot be sent, the invitation is put back as it was: nothing half-written.
 */
export async function submitUpgrade(db: Db, messenger: Messenger, verificationId: string, details: UpgradeDetails, address: string): Promise<UpgradeSubmitted> {
  const now = authContext(db).now();
  const before = await openInvitation(db, verificationId, now);
  await checkNinFree(db, details.nin, before.ambassadorId);
  const phone = toInternationalPhone(details.phone);
  const handBack = await takeSendAllowance(db, phone, 'ambassador-upgrade', address);
  const { code, expiresAt } = newOtpCode(now);
  const submissionId = randomBytes(16).toString('base64url');
  const [submitted] = await db
    .update(ambassadorUpgrades)
    .set({ status: 'awaiting-otp', details, submissionId, codeHash: await hashSecret(code), codeTries: 0, codeExpiresAt: expiresAt, submittedAt: now })
    .where(and(eq(ambassadorUpgrades.id, before.id), ne(ambassadorUpgrades.status, 'verified')))
    .returning({ id: ambassadorUpgrades.id });
  if (!submitted) {
    await handBack();
    throw new RuleError(A.alreadyUpgraded, 409);
  }
  try {
    await messenger.send({
      channel: 'sms',
      to: phone,
      body: `Your Freely ambassador upgrade code is ${code}. It expires in ${OTP_TTL_MINUTES} minutes. Never share it with anyone.`,
    });
  } catch (error) {
    // Nobody received the code: the invitation goes back to what it was, unless another
    // submission has replaced this one meanwhile, and the allowance goes back too.
    const { id: _id, verificationId: _v, ambassadorId: _a, createdAt: _c, expiresAt: _e, verifiedAt: _vf, ...previous } = before;
    await db.update(ambassadorUpgrades).set(previous).where(and(eq(ambassadorUpgrades.id, before.id), eq(ambassadorUpgrades.submissionId, submissionId)));
    await handBack();
    throw error;
  }
  const token = await issueUpgradeToken(db, { upgradeId: before.id, submissionId });
  return { ambassadorToken: token.token, expiresIn: token.expiresIn, phoneNumber: details.phone, resendAfterSeconds: authContext(db).settings.codeResendSeconds };
}

/** The submission a token names, while it is the newest one. */
async function submissionOf(db: Db, claims: UpgradeClaims | null): Promise<UpgradeRow> {
  const [row] = claims ? await db.select().from(ambassadorUpgrades).where(eq(ambassadorUpgrades.id, claims.upgradeId)) : [];
  if (!row || !claims || row.submissionId !== claims.submissionId) throw new RuleError(A.submitFirst, 401);
  if (row.status === 'verified') throw new RuleError(A.alreadyUpgraded, 409);
  return row;
}

/**
 * POST /VerifyTier3AccountUpgradeRequestOtp: the code of the token's submission, for the phone
 * it was sent to. A right code makes the ambassador Tier 3 in one transaction with the upgrade's
 * 'verified', once however many arrive at once.
 */
export async function verifyUpgrade(db: Db, claims: UpgradeClaims | null, phoneNumber: string, otp: string, place: Place): Promise<void> {
  const now = authContext(db).now();
  const row = await submissionOf(db, claims);
  if (!row.details || row.details.phone !== phoneNumber) throw new RuleError(A.otherPhone, 400);
  const guess = await takeGuess(db, `upgrade:${row.id}`, undefined, place);
  if (isRefused(guess)) throw new RuleError(A.tooManyTries(minutesLeft(guess.retryAfterMs)), 429, { retryAfterMs: guess.retryAfterMs });
  if (!row.codeHash || !row.codeExpiresAt) throw new RuleError(M.otpMissing, 400);
  if (row.codeExpiresAt <= now) throw new RuleError(M.otpExpired, 400);
  // Counted before compared, in one conditional update: of any number in flight, 5 get past.
  const [counted] = await db
    .update(ambassadorUpgrades)
    .set({ codeTries: sql`${ambassadorUpgrades.codeTries} + 1` })
    .where(and(eq(ambassadorUpgrades.id, row.id), eq(ambassadorUpgrades.submissionId, row.submissionId!), lt(ambassadorUpgrades.codeTries, OTP_MAX_TRIES)))
    .returning({ tries: ambassadorUpgrades.codeTries });
  if (!counted) throw new RuleError(M.otpLocked, 429);
  if (!(await verifySecret(otp, row.codeHash))) {
    await guess.failed();
    const left = OTP_MAX_TRIES - counted.tries;
    throw left > 0 ? new RuleError(M.otpWrong(left), 400) : new RuleError(M.otpLocked, 429);
  }
  await guess.succeeded();
  const details = row.details;
  try {
    await db.transaction(async (tx) => {
      const [verified] = await tx
        .update(ambassadorUpgrades)
        .set({ status: 'verified', verifiedAt: now })
        .where(and(eq(ambassadorUpgrades.id, row.id), eq(ambassadorUpgrades.submissionId, row.submissionId!), eq(ambassadorUpgrades.status, 'awaiting-otp')))
        .returning({ id: ambassadorUpgrades.id });
      if (!verified) throw new RuleError(A.alreadyUpgraded, 409);
      await tx.update(ambassadors).set({ tier: 3, details, nin: details.nin, upgradedAt: now }).where(eq(ambassadors.id, row.ambassadorId));
    });
  } catch (error) {
    if (isUniqueViolation(error, 'ambassadors_nin_uq')) throw new RuleError(A.ninTaken, 409);
    throw error;
  }
}

