import type * as v from 'valibot';
import { koboToNaira, WALLET_CODES, WALLET_MESSAGES, type debitWalletRequest } from '../../../contract/wallet';
import type { CustomerSession } from '../../auth/require-customer';
import type { Db } from '../../db/client';
import { RuleError } from '../../http/respond';
import { post, type Balance } from './ledger';
import { withPin } from './pin';
import { walletOf } from './wallets';

/** The debit request as its schema reads it (contract/wallet.ts). */
export type DebitRequest = v.InferOutput<typeof debitWalletRequest>;

/** Which balance a gateway id pays from: 1 the cashback wallet, 2 and 23 the main wallet's available balance. */
export const balanceOf = (walletType: 1 | 2 | 23): Balance => (walletType === 1 ? 'cashback' : 'main');

export const lowBalance = () => new RuleError(WALLET_MESSAGES.lowBalance, 400, { code: WALLET_CODES.lowBalance });

/**
 * DebitWallet (bills): the PIN first (counted), then one debit per Reference: a replay answers
 * the first debit, never a second one; a low balance refuses and changes nothing.
 */
export async function debitWallet(db: Db, customer: CustomerSession, request: DebitRequest) {
  const wallet = await walletOf(db, customer);
  const balance = balanceOf(request.WalletToDebit);
  const entry = await withPin(db, wallet.id, request.Pin, async (tx) => {
    const posted = await post(tx, wallet.id, {
      balance,
      direction: 'debit',
      amountKobo: request.Amount,
      description: request.TransactionDesc,
      reference: request.Reference,
      // Per wallet: another customer's references can never collide with this one's.
      key: `debit:${wallet.id}:${request.Reference}`,
    });
    if ('lowBalance' in posted) throw lowBalance();
    const { entry: e, fresh } = posted;
    if (!fresh && (e.amountKobo !== request.Amount || e.balance !== balance || e.direction !== 'debit')) throw new RuleError(WALLET_MESSAGES.referenceReused, 409);
    return e;
  });
  // AvailableBalance is what is left in the balance debited (the cashback wallet's for WalletToDebit 1), as the first debit left it.
  return { Reference: entry.reference, Amount: koboToNaira(entry.amountKobo), AvailableBalance: koboToNaira(entry.balanceAfterKobo) };
}
