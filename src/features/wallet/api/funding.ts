import * as walletCalls from '@contract/calls/wallet';
import { koboToNaira } from '@contract/wallet';
import type { WalletOwner } from '../owner';
import { walletCall } from './wallet-token';

/** POST PaymentApi/CreatePayment (card, FundingSource 1): the card provider's checkout URL for this amount. */
export const createFunding = async (owner: WalletOwner, kobo: number) =>
  (await walletCall(walletCalls.createPayment, { body: { ...owner, Amount: koboToNaira(kobo), FundingSource: 1 } })).Payload;

/** GET PaymentApi/VerifyPaystackRef after the checkout: 'success' (credited once), 'pending' or 'failed'. */
export const verifyFunding = async (reference: string) => (await walletCall(walletCalls.verifyPaystackRef, { query: { paymentreference: reference } })).Payload;
