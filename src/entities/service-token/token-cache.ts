import type { CallDescription, CallResponse } from '@contract/call';
import { ApiError } from '@/api/api-error';
import { apiCall, type CallInput, type RefusalReader } from '@/api/client';

/** A token this close to its end is not used: it could expire on the way (and the clocks may differ a little). */
export const TOKEN_MARGIN_MS = 30_000;

export type IssuedToken = { access_token: string; expires_in: number };

/** The service token could not be had (no connection, the sign-in ended): never to be read as the service's own refusal. */
export class ServiceTokenError extends ApiError {}

export type TokenCache = {
  get(): Promise<string>;
  /** Forgets the token: the server refused it, or the customer signed out. */
  drop(): void;
};

type Options = {
  /** Asks the service for a token (with the customer's session bearer). */
  fetchToken: () => Promise<IssuedToken>;
  /** Whose token: the signed-in customer's key, null when signed out. */
  ownerOf: () => string | null;
  /** Said when nobody is signed in. */
  signedOutMessage: string;
  now?: () => number;
};

/**
 * A service's own token (the wallet's of spec 2 §7.6, the bills' of §7.7), in memory only (never
 * in storage): asked for once, shared by calls made at the same time, reused until
 * TOKEN_MARGIN_MS before `expires_in`, and only for the customer it was issued to.
 */
export function createTokenCache({ fetchToken, ownerOf, signedOutMessage, now = Date.now }: Options): TokenCache {
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
        if (error instanceof ApiError) throw new ServiceTokenError(error.message, error);
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
      if (owner === null) throw new ServiceTokenError(signedOutMessage, { status: 401 });
      if (held && held.owner === owner && now() < held.expiresAt - TOKEN_MARGIN_MS) return held.token;
      if (pending?.owner === owner) return pending.promise;
      return ask(owner);
    },
    drop(): void {
      held = null;
    },
  };
}

/**
 * A call with the service's token as its bearer, its answer read by the service's own envelope
 * reader. A 401 means the token ran out or the sign-in it belonged to ended: one new token and one
 * more try, then the refusal stands.
 */
export async function tokenCall<C extends CallDescription>(tokens: TokenCache, refusal: RefusalReader, call: C, input: CallInput<C>): Promise<CallResponse<C>> {
  const send = (bearer: string) => (apiCall as (c: C, i: CallInput<C>) => Promise<CallResponse<C>>)(call, { ...input, bearer, refusal });
  try {
    return await send(await tokens.get());
  } catch (error) {
    if (!(error instanceof ApiError) || error instanceof ServiceTokenError || error.status !== 401) throw error;
    tokens.drop();
    return send(await tokens.get());
  }
}
