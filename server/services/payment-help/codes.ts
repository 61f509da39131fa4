import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { OTP_MAX_TRIES, OTP_RESEND_SECONDS, OTP_TTL_MINUTES } from '../../../contract/onboarding';
import { ONBOARDING_MESSAGES as M } from '../../../contract/onboarding-messages';
import { isEmailContact, PAYMENT_HELP_MESSAGES as H } from '../../../contract/payment-help';
import { toInternationalPhone } from '../../../contract/validation';
import { authContext } from '../../auth/context';
import { isRefused, takeGuess, type Place } from '../../auth/guess-guard';
import { hashSecret, verifySecret } from '../../auth/passwords';
import { minutesLeft } from '../../auth/rate-limit';
import type { Db } from '../../db/client';
import { otps } from '../../db/schema-accounts';
import { RuleError } from '../../http/respond';
import type { Messenger } from '../../providers/messaging/types';
import { newOtpCode } from '../onboarding/otp';
import { takeSendAllowance } from '../onboarding/send-allowance';
import { hasPayments } from './reader';

/**
 * The one-time codes of /payment-help, in the onboarding's `otps` table under a purpose of their
 * own: 6 digits, 10 minutes, OTP_MAX_TRIES tries counted before each comparison, used once.
 * A code request takes the same send allowances as every other code and stores a code whether
 * or not the contact paid us; the code is sent only to a contact with a payment in the window,
 * and the answer is the same either way, so nobody learns whether a number or address paid.
 * A guess is also a guess at the contact (guess-guard.ts: per place, per address, per contact).
 */

export const HELP_PURPOSE = 'payment-help';

/** Where a message to the contact goes: an e-mail as it is, a phone in its '+234…' form. */
const recipientOf = (contact: string) => (isEmailContact(contact) ? contact : toInternationalPhone(contact));

export async function sendHelpCode(db: Db, messenger: Messenger, contact: string, address: string): Promise<{ expiresAt: string; resendAfterSeconds: number }> {
  const now = authContext(db).now();
  const to = recipientOf(contact);
  const handBack = await takeSendAllowance(db, to, HELP_PURPOSE, address);
  const { code, expiresAt } = newOtpCode(now);
  const mine = and(eq(otps.target, contact), eq(otps.purpose, HELP_PURPOSE));
  await db.delete(otps).where(mine);
  const [row] = await db.insert(otps).values({ target: contact, purpose: HELP_PURPOSE, codeHash: await hashSecret(code), createdAt: now, expiresAt }).returning({ id: otps.id });
  try {
    if (await hasPayments(db, contact, now)) {
      const body = `Your Freely code to see your payments is ${code}. It expires in ${OTP_TTL_MINUTES} minutes. Never share it with anyone.`;
      await messenger.send(isEmailContact(contact) ? { channel: 'email', to, subject: 'Your code to see your Freely payments', body } : { channel: 'sms', to, body });
    }
  } catch (error) {
    // A code nobody received is not left to be guessed at, and the allowance goes back.
    if (row) await db.delete(otps).where(eq(otps.id, row.id));
    await handBack();
    throw error;
  }
  return { expiresAt: expiresAt.toISOString(), resendAfterSeconds: OTP_RESEND_SECONDS };
}

/**
 * Checks the contact's code from `place`: the guess is taken first (429 when this place, address
 * or contact has guessed too often), then the code's own try is counted in one conditional UPDATE
 * before it is compared, so of any number of guesses in flight at most OTP_MAX_TRIES are compared.
 * A right code is spent (once, even for two right answers at once).
 */
export async function checkHelpCode(db: Db, contact: string, code: string, place: Place): Promise<void> {
  const now = authContext(db).now();
  const guess = await takeGuess(db, `help:${contact}`, undefined, place);
  if (isRefused(guess)) throw new RuleError(H.tooManyTries(minutesLeft(guess.retryAfterMs)), 429, { retryAfterMs: guess.retryAfterMs });
  const [row] = await db.select().from(otps).where(and(eq(otps.target, contact), eq(otps.purpose, HELP_PURPOSE))).orderBy(desc(otps.createdAt), desc(otps.id)).limit(1);
  if (!row) throw new RuleError(M.otpMissing, 400);
  if (row.consumedAt) throw new RuleError(M.otpUsed, 400);
  if (row.expiresAt <= now) throw new RuleError(M.otpExpired, 400);
  const [counted] = await db.update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(and(eq(otps.id, row.id), lt(otps.attempts, OTP_MAX_TRIES)))
    .returning({ attempts: otps.attempts });
  if (!counted) throw new RuleError(M.otpLocked, 429);
  if (!(await verifySecret(code, row.codeHash))) {
    await guess.failed();
    const left = OTP_MAX_TRIES - counted.attempts;
    throw left > 0 ? new RuleError(M.otpWrong(left), 400) : new RuleError(M.otpLocked, 429);
  }
  const [spent] = await db.update(otps).set({ verifiedAt: now, consumedAt: now })
    .where(and(eq(otps.id, row.id), isNull(otps.consumedAt)))
    .returning({ id: otps.id });
  if (!spent) throw new RuleError(M.otpUsed, 400);
  await guess.succeeded();
}
