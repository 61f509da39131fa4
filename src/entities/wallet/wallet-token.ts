import * as walletCalls from '@contract/calls/wallet';
import type { CallDescription, CallResponse } from '@contract/call';
import { WALLET_CLIENT_ID, WALLET_MESSAGES } from '@contract/wallet';
import { apiCall, type CallInput } from '@/api/client';
import { sessionStore } from '@/api/session';
import { createTokenCache, tokenCall } from '@/entities/service-token/token-cache';
import { walletRefusal } from './wallet-envelope';

/** POST /connect/token with the customer's own session bearer (apiCall's default). */
const fetchWalletToken = () => apiCall(walletCalls.token, { body: { client_id: WALLET_CLIENT_ID, grant_type: 'client_credentials' }, refusal: walletRefusal });
const signedInCustomer = () => {
  const user = sessionStore.get()?.user;
  return user ? String(user.customersId) : null;
};

/** The wallet token of spec 2 §7.6, in memory only (src/entities/service-token/token-cache.ts). */
export const walletToken = createTokenCache({ fetchToken: fetchWalletToken, ownerOf: signedInCustomer, signedOutMessage: WALLET_MESSAGES.signInFirst });

/** A wallet service call with the wallet token as its bearer, its answer read in the wallet envelope. */
export const walletCall = <C extends CallDescription>(call: C, input: CallInput<C>): Promise<CallResponse<C>> => tokenCall(walletToken, walletRefusal, call, input);
