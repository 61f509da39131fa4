import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { sign, verify } from 'hono/jwt';
import type { Db } from '../db/client';
import { authContext } from './context';
import { bearerToken, customerOfSignIn, type CustomerEnv, type CustomerSession } from './require-customer';
import { signingSecret } from './tokens';

/**
 * A service's own token (the wallet's, the bills'): an HS256 token signed with the server's
 * session secret (tokens.ts), bound to the customer and the sign-in it was asked under. Its role
 * keeps it apart from access tokens and from every other service's token: it opens only its
 * service, and nothing else opens that service. It lasts `ttlSeconds` and dies with the sign-in
 * (sign-out, password change), like the access tokens of that sign-in.
 */
export type RoleTokenOptions = {
  role: string;
  ttlSeconds: number;
  /** The 401 in the service's own envelope. */
  refuse: (c: Context) => Response;
};

export type IssuedToken = { access_token: string; expires_in: number; token_type: 'Bearer' };

export function roleToken({ role, ttlSeconds, refuse }: RoleTokenOptions) {
  async function issue(db: Db, customer: CustomerSession): Promise<IssuedToken> {
    const iat = Math.floor(authContext(db).now().getTime() / 1000);
    const claims = { sub: String(customer.customerId), sid: customer.sessionId, role, iat, exp: iat + ttlSeconds, jti: randomUUID() };
    return { access_token: await sign(claims, await signingSecret(db), 'HS256'), expires_in: ttlSeconds, token_type: 'Bearer' };
  }

  async function customerOf(db: Db, token: string): Promise<CustomerSession | null> {
    try {
      const { sub, sid, role: claimed, exp } = await verify(token, await signingSecret(db), { alg: 'HS256', exp: false, nbf: false, iat: false });
      if (claimed !== role || typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return null;
      // Expiry on the accounts clock, which tests move.
      if (exp * 1000 <= authContext(db).now().getTime()) return null;
      return await customerOfSignIn(db, sub, sid);
    } catch {
      return null;
    }
  }

  /** Lets a valid token of this role through with its customer on `c.get('customer')`; else the service's 401. */
  const require = (db: Db) =>
    createMiddleware<CustomerEnv>(async (c, next) => {
      const token = bearerToken(c);
      const customer = token ? await customerOf(db, token) : null;
      if (!customer) {
        c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
        return refuse(c);
      }
      c.set('customer', customer);
      await next();
    });

  return { issue, require, customerOf };
}
