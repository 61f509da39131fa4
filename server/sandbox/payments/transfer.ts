import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { TransferAccount } from '../../../contract/payment';
import type { Db } from '../../db/client';
import { sandboxTransactions } from '../schema';
import { PROVIDERS } from '../../providers/payments/catalog';
import { isExpired, meta, refundTransaction, transactionsOf, verdictOf, type SandboxTransaction } from './ledger';
import { verifySandboxWebhook } from './webhook-signature';
import type { TransferProvider } from '../../providers/payments/types';

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
 * at its expiry. A reference has one open account at a time (the partial unique index on pending
 * rows): asking again while it is live returns that account, in the style it was opened with,
 * so concurrent requests all get the same one; a lapsed one is closed ('expired') first.
 */
export function sandboxTransferProvider(db: Db): TransferProvider {
  const openAccountOf = async (reference: string) =>
    (await db.select().from(sandboxTransactions)
      .where(and(eq(sandboxTransactions.provider, 'azapay'), eq(sandboxTransactions.reference, reference), eq(sandboxTransactions.status, 'pending')))
      .limit(1))[0];
  return {
    name: 'azapay',
    async openAccount(request) {
      const accountName = request.style === 'virtual' ? `FREELY/${request.customerName.toUpperCase()}` : NAMED_ACCOUNT_NAME;
      for (let attempt = 0; attempt < 8; attempt++) {
        const open = await openAccountOf(request.reference);
        if (open && !isExpired(open)) return accountOf(open);
        if (open) {
          await db.update(sandboxTransactions).set({ status: 'expired', updatedAt: sql`now()` })
            .where(and(eq(sandboxTransactions.id, open.id), eq(sandboxTransactions.status, 'pending')));
        }
        const accountNo = `99${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
        // Nothing is inserted when the number is taken or another request just opened this
        // reference's account: the next round reads that account or draws another number.
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
    async verify(reference, transaction) {
      return verdictOf(await transactionsOf(db, 'azapay', reference, transaction));
    },
    async refund(providerReference, amountKobo) {
      await refundTransaction(db, 'azapay', providerReference, amountKobo);
    },
    verifyWebhook: verifySandboxWebhook,
  };
}
