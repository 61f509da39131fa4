import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { TransferAccount } from '../../../contract/payment';
import type { Db } from '../../db/client';
import { sandboxTransactions } from '../schema';
import { PROVIDERS } from '../../providers/payments/catalog';
import { isExpired, meta, refundTransaction, transactionsOf, verdictOf, type SandboxMeta, type SandboxTransaction } from './ledger';
import { verifySandboxWebhook } from './webhook-signature';
import type { TransferProvider, TransferProviderName, VirtualAccount, VirtualAccountProvider } from '../../providers/payments/types';

export const SANDBOX_BANK = 'Freely Sandbox Bank';
/** The merchant account name of the 'named' variant. */
export const NAMED_ACCOUNT_NAME = 'Freely Transport Ltd';
/** The bank-transfer providers the sandbox plays, each with its own accounts and "Send transfer" page. */
export const TRANSFER_PROVIDERS: readonly TransferProviderName[] = ['azapay', 'woven'];

/** The sandbox id of an account, so the transfer page can find it by its provider and number. */
export const accountTransactionId = (accountNo: string, provider: TransferProviderName = 'azapay') => `${PROVIDERS[provider].prefix}_${accountNo}`;

/** A timed account no longer takes transfers: past its expiry, or closed by the merchant. */
export const isClosed = (t: SandboxTransaction, now = new Date()) => t.status === 'expired' || isExpired(t, now);

/** The account as the timed-account provider (azapay) answers it, in the shape of its style. */
export function accountOf(t: SandboxTransaction): TransferAccount {
  const m = meta(t);
  const accountNo = m.accountNo ?? '';
  const expiresAt = m.expiresAt ?? t.createdAt.toISOString();
  if (m.style === 'virtual') {
    return { kind: 'virtual', bankName: SANDBOX_BANK, account_name: m.accountName ?? '', vnuban: accountNo, max_amount: t.amountKobo, account_reference: t.reference, expiresAt };
  }
  return { kind: 'named', bankName: SANDBOX_BANK, accountName: m.accountName ?? NAMED_ACCOUNT_NAME, accountNo, amount: t.amountKobo, reference: t.reference, expiresAt };
}

/** The account as the virtual-account provider (woven) answers its creation call. */
function virtualAccountOf(t: SandboxTransaction): VirtualAccount {
  const m = meta(t);
  return {
    providerReference: t.id,
    account_name: m.accountName ?? '',
    vnuban: m.accountNo ?? '',
    bank_name: m.bankName ?? SANDBOX_BANK,
    customer_reference: t.reference,
    min_amount: m.minKobo ?? t.amountKobo,
    max_amount: m.maxKobo ?? t.amountKobo,
    expires_on: new Date(m.expiresAt ?? t.createdAt.toISOString()),
  };
}

type AccountToOpen = {
  reference: string;
  amountKobo: number;
  email: string;
  expiresAt: Date;
  callbackUrl?: string;
  meta: Omit<SandboxMeta, 'accountNo' | 'bankName' | 'expiresAt'>;
};

/**
 * A reference's one live account at `provider`, opened if it has none: asking again while it is
 * live returns that account, so concurrent requests all get the same one (the partial unique index
 * on pending rows); a lapsed one is closed ('expired') before another opens. Each account takes
 * one transfer (the transfer page's POST).
 */
async function openTimedAccount(db: Db, provider: TransferProviderName, request: AccountToOpen): Promise<SandboxTransaction> {
  const openAccountOf = async () =>
    (await db.select().from(sandboxTransactions)
      .where(and(eq(sandboxTransactions.provider, provider), eq(sandboxTransactions.reference, request.reference), eq(sandboxTransactions.status, 'pending')))
      .limit(1))[0];
  for (let attempt = 0; attempt < 8; attempt++) {
    const open = await openAccountOf();
    if (open && !isExpired(open)) return open;
    if (open) {
      await db.update(sandboxTransactions).set({ status: 'expired', updatedAt: sql`now()` })
        .where(and(eq(sandboxTransactions.id, open.id), eq(sandboxTransactions.status, 'pending')));
    }
    const accountNo = `99${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    // Nothing is inserted when the number is taken or another request just opened this
    // reference's account: the next round reads that account or draws another number.
    const [row] = await db.insert(sandboxTransactions).values({
      id: accountTransactionId(accountNo, provider),
      provider,
      reference: request.reference,
      amountKobo: request.amountKobo,
      customerEmail: request.email,
      callbackUrl: request.callbackUrl,
      meta: { ...request.meta, accountNo, bankName: SANDBOX_BANK, expiresAt: request.expiresAt.toISOString() } satisfies SandboxMeta,
    }).onConflictDoNothing().returning();
    if (row) return row;
  }
  throw new Error('Could not allocate a sandbox account number.');
}

/** What both transfer providers do alike: ask about a reference, refund, check webhooks. */
const transferBase = (db: Db, provider: TransferProviderName) => ({
  async verify(reference: string, transaction?: string) {
    return verdictOf(await transactionsOf(db, provider, reference, transaction));
  },
  async refund(providerReference: string, amountKobo: number) {
    await refundTransaction(db, provider, providerReference, amountKobo);
  },
  verifyWebhook: verifySandboxWebhook,
});

/** The timed-account provider (azapay, gateway 26) played by the sandbox. */
export function sandboxTransferProvider(db: Db): TransferProvider {
  return {
    name: 'azapay',
    ...transferBase(db, 'azapay'),
    async openAccount(request) {
      const accountName = request.style === 'virtual' ? `FREELY/${request.customerName.toUpperCase()}` : NAMED_ACCOUNT_NAME;
      return accountOf(await openTimedAccount(db, 'azapay', {
        reference: request.reference,
        amountKobo: request.amountKobo,
        email: request.email,
        expiresAt: request.expiresAt,
        meta: { style: request.style, accountName, customerName: request.customerName, phoneNumber: request.phoneNumber },
      }));
    },
  };
}

/**
 * The virtual-account provider (woven, /woven-pay) played by the sandbox: spec 2 §7.5's creation
 * call opens a one-use account under customer_reference, valid until expires_on, reporting to
 * callback_url. It records min_amount and max_amount but, like a sender's bank where any amount
 * can be typed, lets another amount land: the payment service's own refusal (recorded, refunded)
 * is what gets tried. closeAccount ends it early, after which the bank refuses transfers.
 */
export function sandboxVirtualAccountProvider(db: Db): VirtualAccountProvider {
  return {
    name: 'woven',
    ...transferBase(db, 'woven'),
    async createVirtualAccount(request) {
      if (request.use_frequency !== 1) throw new Error('The sandbox opens single-use virtual accounts only (use_frequency 1).');
      return virtualAccountOf(await openTimedAccount(db, 'woven', {
        reference: request.customer_reference,
        amountKobo: request.max_amount,
        email: request.email,
        expiresAt: request.expires_on,
        callbackUrl: request.callback_url,
        meta: {
          style: 'virtual', accountName: `FREELY/${request.name.toUpperCase()}`, customerName: request.name, phoneNumber: request.mobile_number,
          minKobo: request.min_amount, maxKobo: request.max_amount, uses: request.use_frequency,
        },
      }));
    },
    async closeAccount(providerReference) {
      await db.update(sandboxTransactions).set({ status: 'expired', updatedAt: sql`now()` })
        .where(and(eq(sandboxTransactions.id, providerReference), eq(sandboxTransactions.provider, 'woven'), eq(sandboxTransactions.status, 'pending')));
    },
  };
}
