import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { AMBASSADOR_MESSAGES as A } from '../../../contract/ambassador';
import { OTP_MAX_TRIES, OTP_TTL_MINUTES } from '../../../contract/onboarding';
import { ONBOARDING_MESSAGES as M } from '../../../contract/onboarding-messages';
import { authContext } from '../../auth/context';
import type { Place } from '../../auth/guess-guard';
import { hashSecret, verifySecret } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { accountDeletionCodes } from '../../db/schema-ambassador';
import { RuleError } from '../../http/respond';
import type { Messenger } from '../../providers/messaging/types';
import type { Tx } from '../booking/executor';
import { guessAt } from '../onboarding/codes';
import { findByUserName } from '../onboarding/customers';
import { newOtpCode } from '../onboarding/otp';
import { takeSendAllowance } from '../onboarding/send-allowance';
import { openDeletionRequest, type DeletionRequest } from './deletion-request';

/**
 * The codes of account deletion (spec 1 §4 'Delete account'): 6 digits to the account's e-mail,
 * valid 10 minutes, 5 tries counted before each check, used once, in the transaction that deletes.
 * A request for an e-mail no account uses takes the same allowances and stores a code too, one
 * nobody is sent, so no answer tells whether the account exists.
 */

/** Codes expired this long are removed by the next send (the table only holds live requests). */
const KEEP_EXPIRED_MS = 60 * 60_000;

/** The request an ambassadorId holds, or 400 'This request has expired…' (also for a forged id). */
export async function deletionRequest(db: Db, ambassadorId: string, options?: { evenExpired?: boolean }): Promise<DeletionRequest> {
  const request = await openDeletionRequest(db, ambassadorId, authContext(db).now(), options);
  if (!request) throw new RuleError(A.requestExpired, 400);
  return request;
}

/** GET /SendOtpAmbassador/{ambassadorId}: a fresh code for the request, replacing its earlier one. */
export async function sendDeletionCode(db: Db, messenger: Messenger, request: DeletionRequest, address: string): Promise<{ expiresAt: string; resendAfterSeconds: number }> {
  const now = authContext(db).now();
  const handBack = await takeSendAllowance(db, request.email, 'ambassador-delete', address);
  await db.delete(accountDeletionCodes).where(lt(accountDeletionCodes.expiresAt, new Date(now.getTime() - KEEP_EXPIRED_MS)));
  const { code, expiresAt } = newOtpCode(now);
  const row = { email: request.email, codeHash: await hashSecret(code), tries: 0, createdAt: now, expiresAt, usedAt: null };
  await db.insert(accountDeletionCodes).values({ requestId: request.requestId, ...row })
    .onConflictDoUpdate({ target: accountDeletionCodes.requestId, set: row });
  try {
    if (await findByUserName(db, request.email)) {
      await messenger.send({
        channel: 'email',
        to: request.email,
        subject: 'Delete your Freely account',
        body: `Your code to delete your Freely account is ${code}. It expires in ${OTP_TTL_MINUTES} minutes. If you did not ask to delete your account, ignore this e-mail: nothing happens without the code.`,
      });
    }
  } catch (error) {
    // A code nobody received is not left to be guessed at, and the allowance goes back.
    await db.delete(accountDeletionCodes).where(eq(accountDeletionCodes.requestId, request.requestId));
    await handBack();
    throw error;
  }
  return { expiresAt: expiresAt.toISOString(), resendAfterSeconds: authContext(db).settings.codeResendSeconds };
}

/** DELETE /DeleteAmbassadorRequest/{id}: the request's code stops working (nothing to do if none). */
export async function withdrawDeletion(db: Db, request: DeletionRequest): Promise<void> {
  await db.delete(accountDeletionCodes).where(eq(accountDeletionCodes.requestId, request.requestId));
}

/**
 * Checks the request's code as a guess at the account (guessAt: per place, per address, per
 * account, shared with sign-in), counted before it is compared. Answers the code's row id for
 * `spendCode` in the deletion's transaction, so a refused deletion leaves the code usable.
 */
export async function checkDeletionCode(db: Db, request: DeletionRequest, otp: string, place: Place): Promise<string> {
  const now = authContext(db).now();
  const guess = await guessAt(db, await findByUserName(db, request.email), request.email, place);
  const [row] = await db.select().from(accountDeletionCodes).where(eq(accountDeletionCodes.requestId, request.requestId));
  if (!row) throw new RuleError(M.otpMissing, 400);
  if (row.usedAt) throw new RuleError(M.otpUsed, 400);
  if (row.expiresAt <= now) throw new RuleError(M.otpExpired, 400);
  const [counted] = await db
    .update(accountDeletionCodes)
    .set({ tries: sql`${accountDeletionCodes.tries} + 1` })
    .where(and(eq(accountDeletionCodes.requestId, row.requestId), lt(accountDeletionCodes.tries, OTP_MAX_TRIES)))
    .returning({ tries: accountDeletionCodes.tries });
  if (!counted) throw new RuleError(M.otpLocked, 429);
  if (!(await verifySecret(otp, row.codeHash))) {
    await guess.failed();
    const left = OTP_MAX_TRIES - counted.tries;
    throw left > 0 ? new RuleError(M.otpWrong(left), 400) : new RuleError(M.otpLocked, 429);
  }
  await guess.succeeded();
  return row.requestId;
}

/** Inside the deletion's transaction: the code is spent; of two uses at once only one gets here. */
export async function spendCode(tx: Tx, requestId: string, now: Date): Promise<void> {
  const [spent] = await tx.update(accountDeletionCodes).set({ usedAt: now })
    .where(and(eq(accountDeletionCodes.requestId, requestId), isNull(accountDeletionCodes.usedAt)))
    .returning({ id: accountDeletionCodes.requestId });
  if (!spent) throw new RuleError(M.otpUsed, 400);
}
