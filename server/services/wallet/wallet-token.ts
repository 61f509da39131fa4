import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { sign, verify } from 'hono/jwt';
import { WALLET_MESSAGES, WALLET_TOKEN_TTL_SECONDS } from '../../../contract/wallet';
import { authContext } from '../../auth/context';
import { bearerToken, customerOfSignIn, type CustomerEnv, type CustomerSession } from '../../auth/require-customer';
import { signingSecret } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { sendWalletFail } from '../../http/respond';

/**
 * The wallet token (POST /connect/token): an HS256 token signed with the server's own session
 * secret (auth/tokens.ts), bound to the customer and the sign-in it was asked under. Its role
 * 'Wallet' keeps it apart from access tokens: it opens no other service, and an access token opens
 * no wallet. It lasts WALLET_TOKEN_TTL_SECONDS and dies with the sign-in (sign-out, password change).
 */

const ROLE = 'Wallet';

export async function issueWalletToken(db: Db, customer: CustomerSession): Promise<{ access_token: string; expires_in: number; token_type: 'Bearer' }> {
  const iat = Math.floor(authContext(db).now().getTime() / 1000);
  const claims = { sub: String(customer.customerId), sid: customer.sessionId, role: ROLE, iat, exp: iat + WALLET_TOKEN_TTL_SECONDS, jti: randomUUID() };
  return { access_token: await sign(claims, await signingSecret(db), 'HS256'), expires_in: WALLET_TOKEN_TTL_SECONDS, token_type: 'Bearer' };
}

async function customerOfWalletToken(db: Db, token: string): Promise<CustomerSession | null> {
  try {
    const { sub, sid, role, exp } = await verify(token, await signingSecret(db), { alg: 'HS256', exp: false, nbf: false, iat: false });
    if (role !== ROLE || typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return null;
    // Expiry on the accounts clock, which tests move.
    if (exp * 1000 <= authContext(db).now().getTime()) return null;
    return await customerOfSignIn(db, sub, sid);
  } catch {
    return null;
  }
}

/** Lets a valid wallet token through with its customer on `c.get('customer')`; else 401 in the wallet envelope. */
export const requireWalletToken = (db: Db) =>
  createMiddleware<CustomerEnv>(async (c, next) => {
    const token = bearerToken(c);
    const customer = token ? await customerOfWalletToken(db, token) : null;
    if (!customer) {
      c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      return sendWalletFail(c, 401, [WALLET_MESSAGES.tokenExpired]);
    }
    c.set('customer', customer);
    await next();
  });
