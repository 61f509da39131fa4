import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { koboToNaira, TRANSFER_FUNDING_MINUTES, WALLET_MESSAGES, type TransferFunding } from '../../../contract/wallet';
import { authContext } from '../../auth/context';
import type { CustomerSession } from '../../auth/require-customer';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema-accounts';
import { walletFundings, wallets, type FundingAccount } from '../../db/schema-wallet';
import { retryOnConflict } from '../../db/pg-errors';
import { RuleError } from '../../http/respond';
import type { CheckoutProvider, TransferProvider, VirtualAccountProvider } from '../../providers/payments/types';
import { transferDetails } from '../../../contract/transfer-details';
import { REFERENCE_ALPHABET } from '../booking/reference';
import { post } from './ledger';
import type { WalletRow } from './wallets';

/**
 * Funding by card (spec 1 §4 'Funding'): a funding record and a checkout at the card provider,
 * which sends the traveller back to /profile?reference=…; then the provider is asked, server to
 * server, and a paid funding credits the wallet once. Funding by bank transfer (/wallet-woven-pay)
 * is the same record with a one-use account at the transfer provider instead of a checkout. The funding row's status and the ledger
 * entry's key ('funding:<reference>') change in one transaction, so VerifyPaystackRef, its
 * replays and the provider's webhook, however many at once, credit once.
 */

/** The card provider fundings go through (FundingSource 1). */
export const FUNDING_PROVIDER = 'paystack';
/** 'WAL-' and 12 symbols: never a booking reference ('FRE-…'), so a webhook can tell them apart. */
export const FUNDING_REFERENCE = /^WAL-[A-HJ-NP-Z2-9]{12}$/;
const newFundingReference = () => `WAL-${[...randomBytes(12)].map((b) => REFERENCE_ALPHABET[b & 31]).join('')}`;

/** Where the provider sends the traveller back: the wallet page, which reads `reference`. */
export const fundingCallbackUrl = (base: string, reference: string) => `${base}/profile?reference=${encodeURIComponent(reference)}`;

export type FundingStatus = 'success' | 'pending' | 'failed';
/** What settling needs of the provider: its name and its server-to-server verification. */
export type FundingVerifier = Pick<CheckoutProvider | TransferProvider | VirtualAccountProvider, 'name' | 'verify'>;

/** What every provider is told of a funding: ours, its amount and the traveller. */
type FundingRequest = { reference: string; amountKobo: number; email: string; customerName: string; phoneNumber: string };

/**
 * A funding row, then the provider's side opened for it by `open` (a checkout, an account); a
 * provider that fails, or a write after it, leaves the funding failed.
 */
async function openFunding<T>(
  db: Db, providerName: string, customer: CustomerSession, wallet: WalletRow, amountKobo: number, open: (request: FundingRequest) => Promise<T>,
): Promise<T> {
  const [who] = await db.select({ firstName: customers.firstName, lastName: customers.lastName }).from(customers).where(eq(customers.id, customer.customerId));
  const request: FundingRequest = {
    reference: newFundingReference(),
    amountKobo,
    email: customer.email,
    customerName: `${who?.firstName ?? ''} ${who?.lastName ?? ''}`.trim() || customer.email,
    phoneNumber: customer.phone,
  };
  await db.insert(walletFundings).values({ reference: request.reference, walletId: wallet.id, customerId: customer.customerId, amountKobo, provider: providerName });
  try {
    return await open(request);
  } catch (error) {
    await db.update(walletFundings).set({ status: 'failed' }).where(eq(walletFundings.reference, request.reference));
    throw error;
  }
}

export async function createFunding(db: Db, provider: CheckoutProvider | undefined, base: string, customer: CustomerSession, wallet: WalletRow, amountKobo: number) {
  if (!provider) throw new RuleError(WALLET_MESSAGES.fundingUnavailable, 503);
  return openFunding(db, provider.name, customer, wallet, amountKobo, async (request) => {
    const opened = await provider.initialize({ ...request, callbackUrl: fundingCallbackUrl(base, request.reference) });
    await db.update(walletFundings).set({ providerReference: opened.providerReference }).where(eq(walletFundings.reference, request.reference));
    return { Reference: request.reference, AuthorizationUrl: opened.checkoutUrl, Amount: koboToNaira(amountKobo) };
  });
}

/**
 * Funding by bank transfer: a one-use account for this amount, open TRANSFER_FUNDING_MINUTES, kept
 * on the funding so the page can show it again.
 */
export async function createTransferFunding(db: Db, provider: TransferProvider | undefined, customer: CustomerSession, wallet: WalletRow, amountKobo: number): Promise<TransferFunding> {
  if (!provider) throw new RuleError(WALLET_MESSAGES.transferUnavailable, 503);
  return openFunding(db, provider.name, customer, wallet, amountKobo, async (request) => {
    const closesAt = new Date(authContext(db).now().getTime() + TRANSFER_FUNDING_MINUTES * 60_000);
    const { bank, accountName, accountNumber, expiresAt } = transferDetails(await provider.openAccount({ ...request, style: 'virtual', expiresAt: closesAt }));
    const account: FundingAccount = { bank, accountName, accountNumber, expiresAt };
    await db.update(walletFundings).set({ account }).where(eq(walletFundings.reference, request.reference));
    return { Reference: request.reference, PaymentStatus: 'pending', Amount: koboToNaira(amountKobo), AvailableBalance: koboToNaira(wallet.availableKobo), ...accountFields(account) };
  });
}

const accountFields = (account: FundingAccount) =>
  ({ BankName: account.bank, AccountName: account.accountName, AccountNumber: account.accountNumber, ExpiresAt: account.expiresAt });

/** GetTransferPayment's Payload: the account again, after settling with the provider (a card funding's reference is unknown here). */
export async function transferFundingOf(db: Db, provider: TransferProvider | undefined, customerId: number, reference: string): Promise<TransferFunding> {
  const funding = await fundingOf(db, customerId, reference);
  if (!funding.account) throw new RuleError(WALLET_MESSAGES.unknownReference, 404);
  return { ...(await outcomeOf(db, provider, funding.reference)), ...accountFields(funding.account) };
}

/** A customer's own funding by reference; someone else's is as unknown as one that never existed. */
export async function fundingOf(db: Db, customerId: number, reference: string) {
  const [row] = await db.select().from(walletFundings).where(and(eq(walletFundings.reference, reference), eq(walletFundings.customerId, customerId)));
  if (!row) throw new RuleError(WALLET_MESSAGES.unknownReference, 404);
  return row;
}

/** Marks the funding paid and credits what the provider collected, once (see the file's note). */
async function credit(db: Db, reference: string, amountKobo: number): Promise<void> {
  await retryOnConflict(() => db.transaction(async (tx) => {
    const [settled] = await tx.update(walletFundings)
      .set({ status: 'success', amountKobo, settledAt: authContext(db).now() })
      .where(and(eq(walletFundings.reference, reference), ne(walletFundings.status, 'success')))
      .returning({ walletId: walletFundings.walletId, byTransfer: isNotNull(walletFundings.account) });
    if (!settled) return;
    const description = settled.byTransfer ? 'Wallet funding by bank transfer' : 'Wallet funding by card';
    await post(tx, settled.walletId, { balance: 'main', direction: 'credit', amountKobo, description, reference, key: `funding:${reference}` });
  }));
}

/**
 * Asks the provider about a funding and acts on it: paid → credited once; cancelled or failed →
 * marked failed; still open → pending. A funding already credited is not asked about again.
 */
export async function settleFunding(db: Db, provider: FundingVerifier | undefined, reference: string): Promise<FundingStatus> {
  const [row] = await db.select().from(walletFundings).where(eq(walletFundings.reference, reference));
  if (!row) throw new RuleError(WALLET_MESSAGES.unknownReference, 404);
  if (row.status === 'success') return 'success';
  if (!provider || provider.name !== row.provider) throw new RuleError(WALLET_MESSAGES.fundingUnavailable, 503);
  const verification = await provider.verify(reference);
  switch (verification?.status) {
    case 'paid':
      if (verification.amountKobo <= 0) return 'pending';
      await credit(db, reference, verification.amountKobo);
      return 'success';
    case 'pending':
      return 'pending';
    default:
      await db.update(walletFundings).set({ status: 'failed' }).where(and(eq(walletFundings.reference, reference), eq(walletFundings.status, 'pending')));
      return 'failed';
  }
}

/** VerifyPaystackRef's Payload: the funding's outcome and the balance it left. */
export async function verifyFunding(db: Db, provider: FundingVerifier | undefined, customerId: number, reference: string) {
  return outcomeOf(db, provider, (await fundingOf(db, customerId, reference)).reference);
}

/** A funding settled with its provider, with the amount it carries and the wallet's balance after. */
async function outcomeOf(db: Db, provider: FundingVerifier | undefined, reference: string) {
  const status = await settleFunding(db, provider, reference);
  const [after] = await db.select({ amountKobo: walletFundings.amountKobo, available: wallets.availableKobo })
    .from(walletFundings).innerJoin(wallets, eq(wallets.id, walletFundings.walletId))
    .where(eq(walletFundings.reference, reference));
  return { Reference: reference, PaymentStatus: status, Amount: koboToNaira(after!.amountKobo), AvailableBalance: koboToNaira(after!.available) };
}
