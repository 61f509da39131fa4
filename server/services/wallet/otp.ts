import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { OTP_MAX_TRIES, OTP_TTL_MINUTES } from '../../../contract/onboarding';
import { WALLET_MESSAGES, type WalletOtpType } from '../../../contract/wallet';
import { authContext } from '../../auth/context';
import { hashSecret, verifySecret } from '../../auth/passwords';
import type { CustomerSession } from '../../auth/require-customer';
import type { Db } from '../../db/client';
import { walletOtps } from '../../db/schema-wallet';
import { RuleError } from '../../http/respond';
import type { Messenger } from '../../providers/messaging/types';
import type { Tx } from '../booking/executor';
import { newOtpCode } from '../onboarding/otp';
import { takeSendAllowance } from '../onboarding/send-allowance';

/**
 * Wallet OTPs (CreatePin, ChangePin, ResetPin): 6 random digits to the customer's phone and
 * e-mail, stored as scrypt, valid 10 minutes, OTP_MAX_TRIES tries counted before each check,
 * used once. Sending takes the same allowances as every other code (onboarding/send-allowance.ts).
 */

const WHAT: Record<WalletOtpType, string> = {
  CreatePin: 'set up your wallet PIN',
  ChangePin: 'change your wallet PIN',
  ResetPin: 'reset your wallet PIN',
};

const badOtp = () => new RuleError(WALLET_MESSAGES.badOtp, 400);

/** Sends a fresh code of `type`, replacing the customer's earlier one of that type. */
export async function sendWalletOtp(db: Db, messenger: Messenger, customer: CustomerSession, type: WalletOtpType, address: string): Promise<void> {
  const handBack = await takeSendAllowance(db, customer.phone, `wallet-${type}`, address);
  const now = authContext(db).now();
  const { code, expiresAt } = newOtpCode(now);
  const owned = and(eq(walletOtps.customerId, customer.customerId), eq(walletOtps.type, type));
  await db.delete(walletOtps).where(owned);
  const [row] = await db.insert(walletOtps).values({
    customerId: customer.customerId,
    type,
    codeHash: await hashSecret(code),
    createdAt: now,
    expiresAt,
  }).returning({ id: walletOtps.id });
  const body = `Your Freely code to ${WHAT[type]} is ${code}. It expires in ${OTP_TTL_MINUTES} minutes. Never share it with anyone.`;
  try {
    await messenger.send({ channel: 'sms', to: customer.phone, body });
    await messenger.send({ channel: 'email', to: customer.email, subject: `Your Freely wallet code`, body });
  } catch (error) {
    // A code nobody received is not left to be guessed at, and the allowance goes back.
    if (row) await db.delete(walletOtps).where(eq(walletOtps.id, row.id));
    await handBack();
    throw error;
  }
}

/**
 * Checks a code of `type` and answers its id; the caller marks it used (markOtpUsed) in the
 * transaction of the change it unlocks, so a change that is refused leaves the code usable.
 */
export async function checkWalletOtp(db: Db, customerId: number, type: WalletOtpType, code: string): Promise<number> {
  const now = authContext(db).now();
  const [row] = await db.select().from(walletOtps)
    .where(and(eq(walletOtps.customerId, customerId), eq(walletOtps.type, type)))
    .orderBy(desc(walletOtps.id)).limit(1);
  if (!row || row.usedAt || row.expiresAt <= now) throw badOtp();
  // Counted before the comparison: of any number of guesses at once, OTP_MAX_TRIES get compared.
  const [counted] = await db.update(walletOtps)
    .set({ tries: sql`${walletOtps.tries} + 1` })
    .where(and(eq(walletOtps.id, row.id), lt(walletOtps.tries, OTP_MAX_TRIES)))
    .returning({ id: walletOtps.id });
  if (!counted || !(await verifySecret(code, row.codeHash))) throw badOtp();
  return row.id;
}

/** Inside the change's transaction: the code is spent; of two uses at once only one gets here. */
export async function markOtpUsed(tx: Tx, otpId: number, now: Date): Promise<void> {
  const [used] = await tx.update(walletOtps).set({ usedAt: now })
    .where(and(eq(walletOtps.id, otpId), isNull(walletOtps.usedAt)))
    .returning({ id: walletOtps.id });
  if (!used) throw badOtp();
}
