import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { readDeviceCookie, setDeviceCookie, type CookieSecurity } from './cookies';
import { signingSecret } from './tokens';

/*
 * A phone an account has signed in on before ("device cookies", OWASP's answer to lockouts used
 * as a weapon). Guesses from such a phone are counted per phone, not against the address or the
 * account as a whole, so an attacker hammering the account from elsewhere, or from the same
 * carrier address, cannot lock its owner out of their own phone.
 */

export type KnownDevice = { customerId: number; deviceId: string };

const secretOf = async (db: Db) => `${await signingSecret(db)}:device-cookie`;

/** The signed device cookie of this request, when it is genuine. */
export async function knownDevice(c: Context, db: Db): Promise<KnownDevice | undefined> {
  const value = await readDeviceCookie(c, await secretOf(db));
  const match = value && /^(\d{1,10})\.([\w-]{16,64})$/.exec(value);
  if (!match) return undefined;
  return { customerId: Number(match[1]), deviceId: match[2]! };
}

/** After a successful sign-in: this phone is known to the account from now on. */
export async function rememberDevice(c: Context, db: Db, security: CookieSecurity, customerId: number, current?: KnownDevice): Promise<void> {
  const deviceId = current?.customerId === customerId ? current.deviceId : randomBytes(16).toString('base64url');
  await setDeviceCookie(c, db, security, `${customerId}.${deviceId}`, await secretOf(db));
}
