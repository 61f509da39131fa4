import { eq } from 'drizzle-orm';
import { koboToNaira, WALLET_MESSAGES, type Wallet } from '../../../contract/wallet';
import { toLocalPhone } from '../../../contract/validation';
import type { CustomerSession } from '../../auth/require-customer';
import type { Db } from '../../db/client';
import { wallets } from '../../db/schema-wallet';
import { RuleError } from '../../http/respond';
import type { Executor } from '../booking/executor';

export type WalletRow = typeof wallets.$inferSelect;

export async function findWallet(db: Executor, customerId: number): Promise<WalletRow | undefined> {
  const [row] = await db.select().from(wallets).where(eq(wallets.customerId, customerId));
  return row;
}

/** The customer's wallet, or 400 'Wallet {email} does not exist' (spec 2 §8: the app then offers Set Up Wallet). */
export async function walletOf(db: Executor, customer: CustomerSession): Promise<WalletRow> {
  const row = await findWallet(db, customer.customerId);
  if (!row) throw new RuleError(WALLET_MESSAGES.absent(customer.email), 400);
  return row;
}

/** One wallet per customer: the unique customer_id decides, also between two requests at once. */
export async function createWallet(db: Db, customerId: number): Promise<WalletRow> {
  const [row] = await db.insert(wallets).values({ customerId }).onConflictDoNothing({ target: wallets.customerId }).returning();
  if (!row) throw new RuleError(WALLET_MESSAGES.exists, 409);
  return row;
}

/** GetUserWallet's Payload: balances in naira, the contact details as the customer's record has them now. */
export const walletPayload = (row: WalletRow, customer: CustomerSession): Wallet => ({
  Id: row.id,
  Email: customer.email,
  PhoneNumber: toLocalPhone(customer.phone),
  AvailableBalance: koboToNaira(row.availableKobo),
  BlockedBalance: koboToNaira(row.blockedKobo),
  LedgerBalance: koboToNaira(row.ledgerKobo),
  HasPin: row.pinHash !== null,
  IsLocked: row.lockedAt !== null,
  CashbackWallet: { Id: row.cashbackId, Email: customer.email, AccountBalance: koboToNaira(row.cashbackKobo) },
});
