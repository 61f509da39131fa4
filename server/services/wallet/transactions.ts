import { desc, eq } from 'drizzle-orm';
import { koboToNaira, type WalletTransaction } from '../../../contract/wallet';
import type { Db } from '../../db/client';
import { walletEntries } from '../../db/schema-wallet';

export const TRANSACTIONS_PAGE_SIZE = 20;

/** The wallet's ledger entries, newest first, a page of 20 at a time; HasMore when an older one exists. */
export async function walletTransactions(db: Db, walletId: number, page: number) {
  const rows = await db.select().from(walletEntries).where(eq(walletEntries.walletId, walletId))
    .orderBy(desc(walletEntries.id))
    .limit(TRANSACTIONS_PAGE_SIZE + 1)
    .offset((page - 1) * TRANSACTIONS_PAGE_SIZE);
  const Items = rows.slice(0, TRANSACTIONS_PAGE_SIZE).map((e): WalletTransaction => ({
    Reference: e.reference,
    Type: e.direction === 'credit' ? 'Credit' : 'Debit',
    Wallet: e.balance,
    Amount: koboToNaira(e.amountKobo),
    Description: e.description,
    BalanceAfter: koboToNaira(e.balanceAfterKobo),
    CreatedAt: e.createdAt.toISOString(),
  }));
  return { Items, Page: page, HasMore: rows.length > TRANSACTIONS_PAGE_SIZE };
}
