import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { sign, verify } from 'hono/jwt';
import type { Db } from '../db/client';
import { serverKeys } from '../db/schema-accounts';
import { authContext } from './context';

export type Role = 'Customer' | 'Guest';

/** What an access token says: who (customer id, or 'guest:…'), as what, and which sign-in it belongs to. */
export type SessionClaims = { sub: string; role: Role; sid?: string; iat: number; exp: number };

const JWT_KEY_ID = 'jwt';
const secrets = new WeakMap<Db, Promise<string>>();

/**
 * JWT_SECRET, else the secret generated on first use and kept in server_keys (so restarts keep
 * sessions). Also the root of the device cookie's MAC (device-cookie.ts), under its own label.
 */
export function signingSecret(db: Db): Promise<string> {
  const configured = authContext(db).settings.jwtSecret;
  if (configured) return Promise.resolve(configured);
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db
        .insert(serverKeys)
        .values({ id: JWT_KEY_ID, kind: 'jwt-hs256', secret: randomBytes(48).toString('base64url'), createdAt: authContext(db).now() })
        .onConflictDoNothing();
      const [row] = await db.select().from(serverKeys).where(and(eq(serverKeys.id, JWT_KEY_ID), eq(serverKeys.kind, 'jwt-hs256')));
      if (!row) throw new Error('The token signing secret could not be stored.');
      return row.secret;
    })();
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

/** An HS256 access token lasting ACCESS_TOKEN_MINUTES (15 by default). */
export async function issueAccessToken(db: Db, who: { sub: string; role: Role; sid?: string }): Promise<{ token: string; expiresInSeconds: number }> {
  const { settings, now } = authContext(db);
  const iat = Math.floor(now().getTime() / 1000);
  const expiresInSeconds = Math.round(settings.accessTokenMinutes * 60);
  // A random jti makes every token unique, even two issued in the same second for the same session.
  const claims = { ...who, iat, exp: iat + expiresInSeconds, jti: randomUUID() };
  return { token: await sign(claims, await signingSecret(db), 'HS256'), expiresInSeconds };
}

/**
 * The claims of a token this server signed, or null. Expiry is checked against the accounts
 * clock; `allowExpired` is for the refresh call, which receives the expired token by design.
 */
export async function verifyAccessToken(db: Db, token: string, options: { allowExpired?: boolean } = {}): Promise<SessionClaims | null> {
  try {
    const payload = await verify(token, await signingSecret(db), { alg: 'HS256', exp: false, nbf: false, iat: false });
    const { sub, role, sid, iat, exp } = payload;
    if (typeof sub !== 'string' || (role !== 'Customer' && role !== 'Guest') || typeof exp !== 'number' || typeof iat !== 'number') return null;
    if (!options.allowExpired && exp * 1000 <= authContext(db).now().getTime()) return null;
    return { sub, role, iat, exp, ...(typeof sid === 'string' ? { sid } : {}) };
  } catch {
    return null;
  }
}
