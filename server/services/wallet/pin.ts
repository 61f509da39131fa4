import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { PIN_MAX_TRIES, WALLET_CODES, WALLET_MESSAGES } from '../../../contract/wallet';
import { authContext } from '../../auth/context';
import { verifySecret } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { wallets } from '../../db/schema-wallet';
import { retryOnConflict } from '../../db/pg-errors';
import { RuleError } from '../../http/respond';
import type { Tx } from '../booking/executor';

/**
 * The transaction PIN (spec 2 §8, §9). Every use is counted BEFORE the PIN is compared: one
 * conditional UPDATE that takes the wallet row's lock and succeeds only while the wallet is
 * unlocked with fewer than PIN_MAX_TRIES wrong PINs in a row. The lock is held until the verdict
 * is written, so checks of one wallet queue, each sees the count the previous one left, and a
 * burst of wrong PINs gets at most PIN_MAX_TRIES comparisons (correct PINs in a burst all pass).
 * The third wrong PIN in a row locks the wallet until ResetPin.
 */

export type PinVerdict = 'ok' | 'wrong' | 'locked' | 'no-pin';

/** Inside a transaction: counts the try, compares, and records the verdict on the locked row. */
export async function checkPin(tx: Tx, walletId: number, pin: string, now: Date): Promise<PinVerdict> {
  const [counted] = await tx.update(wallets)
    .set({ failedPinAttempts: sql`${wallets.failedPinAttempts} + 1` })
    .where(and(eq(wallets.id, walletId), isNull(wallets.lockedAt), isNotNull(wallets.pinHash), lt(wallets.failedPinAttempts, PIN_MAX_TRIES)))
    .returning({ tries: wallets.failedPinAttempts, pinHash: wallets.pinHash });
  if (!counted?.pinHash) {
    const [row] = await tx.select({ pinHash: wallets.pinHash }).from(wallets).where(eq(wallets.id, walletId));
    return row && !row.pinHash ? 'no-pin' : 'locked';
  }
  if (await verifySecret(pin, counted.pinHash)) {
    await tx.update(wallets).set({ failedPinAttempts: 0 }).where(eq(wallets.id, walletId));
    return 'ok';
  }
  if (counted.tries < PIN_MAX_TRIES) return 'wrong';
  await tx.update(wallets).set({ lockedAt: now }).where(eq(wallets.id, walletId));
  return 'locked';
}

export function pinRefusal(verdict: Exclude<PinVerdict, 'ok'>): RuleError {
  switch (verdict) {
    case 'wrong':
      return new RuleError(WALLET_MESSAGES.wrongPin, 400, { code: WALLET_CODES.wrongPin });
    case 'locked':
      return new RuleError(WALLET_MESSAGES.locked, 423, { code: WALLET_CODES.locked });
    case 'no-pin':
      return new RuleError(WALLET_MESSAGES.noPin, 400, { code: WALLET_CODES.noPin });
  }
}

/**
 * Checks the PIN, then runs `work` in the same transaction (the wallet row still locked). A wrong
 * PIN commits its count and throws the refusal; `work` throwing rolls everything back, the
 * (already reset) count included, so a correct PIN followed by e.g. a low balance changes nothing.
 *
 * `settled`, when given, runs first in the same transaction: when it answers (the payment was
 * already made by an earlier request, which it finds under its own lock), that answer is returned
 * and the PIN is neither counted nor compared. A burst of one payment then compares the PIN once.
 */
export async function withPin<T>(
  db: Db, walletId: number, pin: string, work: (tx: Tx) => Promise<T>, options: { settled?: (tx: Tx) => Promise<T | undefined> } = {},
): Promise<T> {
  const outcome = await retryOnConflict(() => db.transaction(async (tx) => {
    const settled = await options.settled?.(tx);
    if (settled !== undefined) return { verdict: 'ok' as const, value: settled };
    const verdict = await checkPin(tx, walletId, pin, authContext(db).now());
    return verdict === 'ok' ? { verdict, value: await work(tx) } : { verdict };
  }));
  if (outcome.verdict !== 'ok') throw pinRefusal(outcome.verdict);
  return (outcome as { value: T }).value;
}
