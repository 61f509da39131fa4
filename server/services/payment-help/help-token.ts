import { randomUUID } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import { normaliseHelpContact, PAYMENT_HELP_TOKEN_MINUTES } from '../../../contract/payment-help';
import { authContext } from '../../auth/context';
import { signingSecret } from '../../auth/tokens';
import type { Db } from '../../db/client';

/**
 * The payment-help token a right code gives (role-token.ts's shape, without a sign-in: the proof
 * is the code sent to the contact): HS256 under the session secret, a role of its own (it opens
 * nothing else, and no other token opens the payment help), naming the one contact it was proven
 * for, PAYMENT_HELP_TOKEN_MINUTES long.
 */

const ROLE = 'PaymentHelp';

export async function issueHelpToken(db: Db, contact: string): Promise<{ token: string; expiresIn: number }> {
  const expiresIn = PAYMENT_HELP_TOKEN_MINUTES * 60;
  const iat = Math.floor(authContext(db).now().getTime() / 1000);
  const claims = { sub: contact, role: ROLE, iat, exp: iat + expiresIn, jti: randomUUID() };
  return { token: await sign(claims, await signingSecret(db), 'HS256'), expiresIn };
}

/** The contact a valid, unexpired payment-help token names; null for anything else. */
export async function readHelpToken(db: Db, token: string | undefined): Promise<string | null> {
  if (!token) return null;
  try {
    const { sub, role, exp } = await verify(token, await signingSecret(db), { alg: 'HS256', exp: false, nbf: false, iat: false });
    if (role !== ROLE || typeof sub !== 'string' || typeof exp !== 'number') return null;
    if (exp * 1000 <= authContext(db).now().getTime()) return null;
    // Only a contact in its stored form: a forged-but-signed oddity opens nothing.
    return normaliseHelpContact(sub) === sub ? sub : null;
  } catch {
    return null;
  }
}
