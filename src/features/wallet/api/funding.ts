import { queryOptions } from '@tanstack/react-query';
import * as walletCalls from '@contract/calls/wallet';
import { koboToNaira } from '@contract/wallet';
import type { WalletOwner } from '@/entities/wallet/owner';
import { walletKeys } from '@/entities/wallet/query-keys';
import { walletCall } from '@/entities/wallet/wallet-token';

/** POST PaymentApi/CreatePayment (card, FundingSource 1): the card provider's checkout URL for this amount. */
export const createFunding = async (owner: WalletOwner, kobo: number) =>
  (await walletCall(walletCalls.createPayment, { body: { ...owner, Amount: koboToNaira(kobo), FundingSource: 1 } })).Payload;

/** GET PaymentApi/VerifyPaystackRef after the checkout: 'success' (credited once), 'pending' or 'failed'. */
export const verifyFunding = async (reference: string) => (await walletCall(walletCalls.verifyPaystackRef, { query: { paymentreference: reference } })).Payload;

/** POST PaymentApi/CreateTransferPayment: a one-use bank account to transfer this amount to. */
export const createTransferFunding = async (owner: WalletOwner, kobo: number) =>
  (await walletCall(walletCalls.createTransferPayment, { body: { ...owner, Amount: koboToNaira(kobo) } })).Payload;

/** GET PaymentApi/GetTransferPayment: the account, and whether the transfer has arrived (then the wallet is credited). /wallet-woven-pay polls it. */
export const transferFundingQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: walletKeys.funding(reference),
    queryFn: async ({ signal }) => (await walletCall(walletCalls.getTransferPayment, { query: { Reference: reference }, signal })).Payload,
  });
