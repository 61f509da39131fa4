import * as walletCalls from '@contract/calls/wallet';
import type { CallDescription, CallResponse } from '@contract/call';
import { WALLET_CLIENT_ID, WALLET_MESSAGES } from '@contract/wallet';
import { ApiError } from '@/api/api-error';
import { apiCall, type CallInput } from '@/api/client';
import { sessionStore } from '@/api/session';
import { walletRefusal } from './wallet-envelope';

/** A token this close to its end is not used: it could expire on the way (and the clocks may differ a little). */
export const TOKEN_MARGIN_MS = 30_000;

type Issued = { access_token: string; expires_in: number };

/** The token could not be had (no connection, the sign-in ended): never to be read as 'no wallet'. */
export class WalletTokenError extends ApiError {}

/**
 * The wallet token of spec 2 §7.6, in memory only (never in storage): asked for once, shared by
 * calls made at the same time, reused until TOKEN_MARGIN_MS before `expires_in`, and only for the
 * customer it was issued to (`ownerOf`, null when signed out).
 */
export function createWalletTokenCache(fetchToken: () => Promise<Issued>, ownerOf: () => string | null, now: () => number = Date.now) {
  let held: { token: string; expiresAt: number; owner: string } | null = null;
  let pending: { owner: string; promise: Promise<string> } | null = null;

  const ask = (owner: string) => {
    const asked = now();
    const promise = fetchToken()
      .then((issued) => {
        held = { token: issued.access_token, expiresAt: asked + issued.expires_in * 1000, owner };
        return issued.access_token;
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError) throw new WalletTokenError(error.message, error);
        throw error;
      })
      .finally(() => {
        if (pending?.promise === promise) pending = null;
      });
    pending = { owner, promise };
    return promise;
  };

  return {
    async get(): Promise<string> {
      const owner = ownerOf();
      if (owner === null) throw new WalletTokenError(WALLET_MESSAGES.signInFirst, { status: 401 });
      if (held && held.owner === owner && now() < held.expiresAt - TOKEN_MARGIN_MS) return held.token;
      if (pending?.owner === owner) return pending.promise;
      return ask(owner);
    },
    /** Forgets the token: the server refused it, or the customer signed out. */
    drop(): void {
      held = null;
    },
  };
}

/** POST /connect/token with the customer's own session bearer (apiCall's default). */
const fetchWalletToken = () => apiCall(walletCalls.token, { body: { client_id: WALLET_CLIENT_ID, grant_type: 'client_credentials' }, refusal: walletRefusal });
const signedInCustomer = () => {
  const user = sessionStore.get()?.user;
  return user ? String(user.customersId) : null;
};

export const walletToken = createWalletTokenCache(fetchWalletToken, signedInCustomer);

/**
 * A wallet service call with the wallet token as its bearer, its answer read in the wallet envelope. A 401 means the token ran out or the
 * sign-in it belonged to ended: one new token and one more try, then the refusal stands.
 */
export async function walletCall<C extends CallDescription>(call: C, input: CallInput<C>): Promise<CallResponse<C>> {
  const send = (bearer: string) => (apiCall as (c: C, i: CallInput<C>) => Promise<CallResponse<C>>)(call, { ...input, bearer, refusal: walletRefusal });
  try {
    return await send(await walletToken.get());
  } catch (error) {
    if (!(error instanceof ApiError) || error instanceof WalletTokenError || error.status !== 401) throw error;
    walletToken.drop();
    return send(await walletToken.get());
  }
}
