import { and, eq, gte, sql } from 'drizzle-orm';
import { walletEntries, wallets } from '../../db/schema-wallet';
import type { Tx } from '../booking/executor';

/**
 * Every movement of money in a wallet: one ledger entry and the balance it changes, in the
 * caller's transaction. The wallet row is locked first, so movements of one wallet queue behind
 * each other; the entry's unique idempotency key makes a replay (also a concurrent one, which
 * waits for the lock and then finds the entry) answer the first movement and move nothing.
 * A debit never takes a balance below zero: checked on the locked row, again by the UPDATE's
 * condition, and last by the table's CHECK constraints.
 */

export type Balance = 'main' | 'cashback';
export type Entry = typeof walletEntries.$inferSelect;

export type Movement = {
  balance: Balance;
  direction: 'credit' | 'debit';
  amountKobo: number;
  description: string;
  /** What the traveller knows it by (funding, debit or booking reference). */
  reference: string;
  /** Unique across the ledger: the same key moves money once. */
  key: string;
};

export type Posted = { entry: Entry; fresh: boolean } | { lowBalance: true; balanceKobo: number };

/** The wallet row, locked until the transaction ends. */
export async function lockWallet(tx: Tx, walletId: number) {
  const [row] = await tx.select().from(wallets).where(eq(wallets.id, walletId)).for('update');
  if (!row) throw new Error(`Wallet ${walletId} vanished inside its own transaction.`);
  return row;
}

export async function entryByKey(tx: Tx, key: string): Promise<Entry | undefined> {
  const [entry] = await tx.select().from(walletEntries).where(eq(walletEntries.idempotencyKey, key));
  return entry;
}

/**
 * Posts one movement, once: a key already in the ledger answers its entry (fresh: false) whatever
 * the balance is now; a debit larger than the balance answers lowBalance and changes nothing.
 */
export async function post(tx: Tx, walletId: number, move: Movement): Promise<Posted> {
  const wallet = await lockWallet(tx, walletId);
  const seen = await entryByKey(tx, move.key);
  if (seen) return { entry: seen, fresh: false };
  const before = move.balance === 'main' ? wallet.availableKobo : wallet.cashbackKobo;
  const signed = move.direction === 'credit' ? move.amountKobo : -move.amountKobo;
  if (before + signed < 0) return { lowBalance: true, balanceKobo: before };

  const [entry] = await tx.insert(walletEntries).values({
    walletId,
    balance: move.balance,
    direction: move.direction,
    amountKobo: move.amountKobo,
    balanceAfterKobo: before + signed,
    description: move.description,
    reference: move.reference,
    idempotencyKey: move.key,
  }).onConflictDoNothing({ target: walletEntries.idempotencyKey }).returning();
  if (!entry) return { entry: (await entryByKey(tx, move.key))!, fresh: false };

  const column = move.balance === 'main' ? wallets.availableKobo : wallets.cashbackKobo;
  const change = move.balance === 'main'
    ? { availableKobo: sql`${wallets.availableKobo} + ${signed}`, ledgerKobo: sql`${wallets.ledgerKobo} + ${signed}` }
    : { cashbackKobo: sql`${wallets.cashbackKobo} + ${signed}` };
  const [moved] = await tx.update(wallets).set(change)
    .where(and(eq(wallets.id, walletId), gte(column, -signed)))
    .returning({ id: wallets.id });
  // Unreachable while the row is locked; if it ever happens, the transaction and its entry roll back.
  if (!moved) throw new Error(`Wallet ${walletId} could not take a ${move.direction} of ${move.amountKobo} kobo.`);
  return { entry, fresh: true };
}
