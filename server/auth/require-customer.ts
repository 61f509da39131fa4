import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { and, eq, exists, isNull } from 'drizzle-orm';
import { MESSAGES } from '../../contract/messages';
import type { Db } from '../db/client';
import { customers, refreshTokens } from '../db/schema-accounts';
import { sendFail } from '../http/respond';
import { verifyAccessToken } from './tokens';

/** The signed-in customer behind a request, read fresh from the database. */
export type CustomerSession = {
  customerId: number;
  /** '' until an e-mail address is verified. */
  email: string;
  /** '+234…', or '' for an account made by e-mail or Google. */
  phone: string;
  /** The sign-in (refresh-token family) the access token belongs to. */
  sessionId: string;
};

export type CustomerEnv = { Variables: { customer: CustomerSession } };
export type OptionalCustomerEnv = { Variables: { customer: CustomerSession | undefined } };

export const bearerToken = (c: Context) => /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];

/** 401 in the generic envelope with the spec's message; the client refreshes once, then signs out. */
export const sessionExpired = (c: Context) => {
  c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
  return sendFail(c, 401, MESSAGES.sessionExpired);
};

/**
 * The customer of a valid customer token whose sign-in is still alive: signing out, a password
 * change or reset, and a refresh-token reuse revoke the sign-in's refresh-token family, and every
 * access token issued under it stops working at that moment, not when it expires.
 */
export async function customerFor(db: Db, token: string): Promise<CustomerSession | null> {
  const claims = await verifyAccessToken(db, token);
  if (!claims || claims.role !== 'Customer' || !claims.sid) return null;
  return customerOfSignIn(db, claims.sub, claims.sid);
}

/**
 * The customer `sub` names while their sign-in `sid` is alive, or null. For other tokens issued
 * under a sign-in (the wallet's): they stop working when the sign-in ends, like access tokens.
 */
export async function customerOfSignIn(db: Db, sub: string, sid: string): Promise<CustomerSession | null> {
  const id = Number(sub);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const signInAlive = db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, sid), eq(refreshTokens.customerId, customers.id), isNull(refreshTokens.revokedAt)));
  const [row] = await db
    .select({ id: customers.id, email: customers.email, phone: customers.phone })
    .from(customers)
    .where(and(eq(customers.id, id), exists(signInAlive)));
  return row ? { customerId: row.id, email: row.email ?? '', phone: row.phone ?? '', sessionId: sid } : null;
}

/**
 * Lets only a signed-in customer through and puts them on `c.get('customer')`. A missing, bad,
 * expired or guest token answers 401 'Session Expired, Please log in'.
 *
 *   new Hono<CustomerEnv>().get('/mine', requireCustomer(db), (c) => c.json(c.get('customer')))
 */
export const requireCustomer = (db: Db) =>
  createMiddleware<CustomerEnv>(async (c, next) => {
    const token = bearerToken(c);
    const customer = token ? await customerFor(db, token) : null;
    if (!customer) return sessionExpired(c);
    c.set('customer', customer);
    await next();
  });

/**
 * For calls guests may make too (checkout): no token or a guest token leaves `customer`
 * undefined; a customer token must be valid, else 401 so the client refreshes instead of
 * silently acting as a guest.
 */
export const optionalCustomer = (db: Db) =>
  createMiddleware<OptionalCustomerEnv>(async (c, next) => {
    const token = bearerToken(c);
    if (!token) {
      c.set('customer', undefined);
      return next();
    }
    const claims = await verifyAccessToken(db, token);
    if (claims?.role === 'Guest') {
      c.set('customer', undefined);
      return next();
    }
    const customer = await customerFor(db, token);
    if (!customer) return sessionExpired(c);
    c.set('customer', customer);
    await next();
  });

/**
 * Attaches the customer when the token is a valid customer token and otherwise lets the request
 * through as a guest. Only for writes whose body carries everything needed: a route suggestion
 * queued offline may replay hours later, after its access token expired, and must not be lost to
 * a 401 that nobody is there to answer.
 */
export const customerIfSignedIn = (db: Db) =>
  createMiddleware<OptionalCustomerEnv>(async (c, next) => {
    const token = bearerToken(c);
    c.set('customer', (token && (await customerFor(db, token))) || undefined);
    await next();
  });
