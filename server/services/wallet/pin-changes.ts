import { and, eq, isNull } from 'drizzle-orm';
import { WALLET_CODES, WALLET_MESSAGES } from '../../../contract/wallet';
import { authContext } from '../../auth/context';
import { hashSecret } from '../../auth/passwords';
import type { CustomerSession } from '../../auth/require-customer';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema-accounts';
import { wallets } from '../../db/schema-wallet';
import { retryOnConflict } from '../../db/pg-errors';
import { RuleError } from '../../http/respond';
import { checkWalletOtp, markOtpUsed } from './otp';
import { withPin } from './pin';
import { walletOf } from './wallets';

/**
 * Setting the PIN: CreatePin (no PIN yet, an OTP of type CreatePin), ChangePin (the old PIN, counted
 * like every PIN use, and an OTP of type ChangePin) and ResetPin (an OTP of type ResetPin; also
 * unlocks a wallet locked by wrong PINs). The code is spent in the same transaction as the change.
 */

const pinExists = () => new RuleError(WALLET_MESSAGES.pinExists, 409);

export async function createPin(db: Db, customer: CustomerSession, pin: string, otp: string): Promise<void> {
  const wallet = await walletOf(db, customer);
  if (wallet.pinHash) throw pinExists();
  const otpId = await checkWalletOtp(db, customer.customerId, 'CreatePin', otp);
  const pinHash = await hashSecret(pin);
  await retryOnConflict(() => db.transaction(async (tx) => {
    await markOtpUsed(tx, otpId, authContext(db).now());
    const [set] = await tx.update(wallets).set({ pinHash, failedPinAttempts: 0 })
      .where(and(eq(wallets.id, wallet.id), isNull(wallets.pinHash)))
      .returning({ id: wallets.id });
    if (!set) throw pinExists();
    await tx.update(customers).set({ hasPin: true }).where(eq(customers.id, customer.customerId));
  }));
}

export async function changePin(db: Db, customer: CustomerSession, oldPin: string, newPin: string, otp: string): Promise<void> {
  const wallet = await walletOf(db, customer);
  if (!wallet.pinHash) throw new RuleError(WALLET_MESSAGES.noPin, 400, { code: WALLET_CODES.noPin });
  const otpId = await checkWalletOtp(db, customer.customerId, 'ChangePin', otp);
  const pinHash = await hashSecret(newPin);
  await withPin(db, wallet.id, oldPin, async (tx) => {
    await markOtpUsed(tx, otpId, authContext(db).now());
    await tx.update(wallets).set({ pinHash }).where(eq(wallets.id, wallet.id));
  });
}

export async function resetPin(db: Db, customer: CustomerSession, newPin: string, otp: string): Promise<void> {
  const wallet = await walletOf(db, customer);
  const otpId = await checkWalletOtp(db, customer.customerId, 'ResetPin', otp);
  const pinHash = await hashSecret(newPin);
  await retryOnConflict(() => db.transaction(async (tx) => {
    await markOtpUsed(tx, otpId, authContext(db).now());
    await tx.update(wallets).set({ pinHash, failedPinAttempts: 0, lockedAt: null }).where(eq(wallets.id, wallet.id));
    await tx.update(customers).set({ hasPin: true }).where(eq(customers.id, customer.customerId));
  }));
}
