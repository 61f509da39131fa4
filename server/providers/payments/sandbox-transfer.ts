import { randomInt } from 'node:crypto';
import type { TransferAccount } from '../../../contract/payment';
import type { Db } from '../../db/client';
import { sandboxTransactions } from '../../db/schema';
import { PROVIDERS } from './catalog';
import { isExpired, meta, transactionsOf, verdictOf, type SandboxTransaction } from './sandbox-ledger';
import type { TransferProvider } from './types';

export const SANDBOX_BANK = 'Freely Sandbox Bank';
/** The merchant account name of the 'named' variant. */
export const NAMED_ACCOUNT_NAME = 'Freely Transport Ltd';

/** The sandbox id of a timed account, so the transfer page can find it by its number. */
export const accountTransactionId = (accountNo: string) => `${PROVIDERS.azapay.prefix}_${accountNo}`;

/** The account as the provider answers it, in the shape of its style. */
export function accountOf(t: SandboxTransaction): TransferAccount {
  const m = meta(t);
  const accountNo = m.accountNo ?? '';
  const expiresAt = m.expiresAt ?? t.createdAt.toISOString();
  if (m.style === 'virtual') {
    return { kind: 'virtual', bankName: SANDBOX_BANK, account_name: m.accountName ?? '', vnuban: accountNo, max_amount: t.amountKobo, account_reference: t.reference, expiresAt };
  }
  return { kind: 'named', bankName: SANDBOX_BANK, accountName: m.accountName ?? NAMED_ACCOUNT_NAME, accountNo, amount: t.amountKobo, reference: t.reference, expiresAt };
}

/**
 * The timed-account provider played by the sandbox: each account takes one transfer and lapses
 * at its expiry; asking again while an account of the same style is live returns that account.
 */
export function sandboxTransferProvider(db: Db): TransferProvider {
  return {
    name: 'azapay',
    async openAccount(request) {
      const live = (await transactionsOf(db, 'azapay', request.reference))
        .find((t) => t.status === 'pending' && !isExpired(t) && meta(t).style === request.style && t.amountKobo === request.amountKobo);
      if (live) return accountOf(live);
      const accountName = request.style === 'virtual' ? `FREELY/${request.customerName.toUpperCase()}` : NAMED_ACCOUNT_NAME;
      for (let attempt = 0; attempt < 5; attempt++) {
        const accountNo = `99${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
        const [row] = await db.insert(sandboxTransactions).values({
          id: accountTransactionId(accountNo),
          provider: 'azapay',
          reference: request.reference,
          amountKobo: request.amountKobo,
          customerEmail: request.email,
          meta: {
            style: request.style, accountNo, accountName, bankName: SANDBOX_BANK, expiresAt: request.expiresAt.toISOString(),
            customerName: request.customerName, phoneNumber: request.phoneNumber,
          },
        }).onConflictDoNothing().returning();
        if (row) return accountOf(row);
      }
      throw new Error('Could not allocate a sandbox account number.');
    },
    async verify(reference) {
      return verdictOf(await transactionsOf(db, 'azapay', reference));
    },
  };
}
