import * as billsCalls from '@contract/calls/bills';
import type { CallDescription, CallResponse } from '@contract/call';
import { BILLS_MESSAGES } from '@contract/bills';
import { apiCall, type CallInput } from '@/api/client';
import { sessionStore } from '@/api/session';
import { createTokenCache, tokenCall } from '@/entities/service-token/token-cache';
import { billsRefusal } from './bills-envelope';

/** The customer the bills token is issued for: their e-mail (the password grant's username), null when signed out or without one. */
const signedInEmail = () => sessionStore.get()?.user.email || null;

/** POST /token (form, password grant) with the customer's own session bearer (apiCall's default). */
const fetchBillsToken = () => {
  const username = signedInEmail() ?? '';
  return apiCall(billsCalls.token, { body: { grant_type: 'password', username }, refusal: billsRefusal });
};

/**
 * The bills token of spec 2 §7.7. The spec keeps it in local storage; here it lives in memory only
 * (src/entities/service-token/token-cache.ts), asked for again after a reload: one small call.
 */
export const billsToken = createTokenCache({ fetchToken: fetchBillsToken, ownerOf: signedInEmail, signedOutMessage: BILLS_MESSAGES.signInFirst });

/** A bills service call with the bills token as its bearer, its answer read in the bills envelope. */
export const billsCall = <C extends CallDescription>(call: C, input: CallInput<C>): Promise<CallResponse<C>> => tokenCall(billsToken, billsRefusal, call, input);
