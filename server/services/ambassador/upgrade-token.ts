import { randomUUID } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import { UPGRADE_TOKEN_MINUTES } from '../../../contract/ambassador';
import { authContext } from '../../auth/context';
import { signingSecret } from '../../auth/tokens';
import type { Db } from '../../db/client';

/**
 * The "ambassador token" the upgrade OTP verify carries (spec 2 §7.8): an HS256 token signed with
 * the server's session secret, with a role of its own (it opens nothing else, and no customer or
 * service token opens this), naming the upgrade and the one submission it was issued for. A newer
 * submission on the same invitation changes the submission id, so an older token stops working.
 * It is no sign-in: the ambassador flows keep their own credentials (spec 1 §6).
 */

const ROLE = 'AmbassadorUpgrade';

export type UpgradeClaims = { upgradeId: number; submissionId: string };

export async function issueUpgradeToken(db: Db, claims: UpgradeClaims): Promise<{ token: string; expiresIn: number }> {
  const expiresIn = UPGRADE_TOKEN_MINUTES * 60;
  const iat = Math.floor(authContext(db).now().getTime() / 1000);
  const payload = { sub: String(claims.upgradeId), sid: claims.submissionId, role: ROLE, iat, exp: iat + expiresIn, jti: randomUUID() };
  return { token: await sign(payload, await signingSecret(db), 'HS256'), expiresIn };
}

/** The upgrade and submission a valid, unexpired token names; null for anything else. */
export async function readUpgradeToken(db: Db, token: string | undefined): Promise<UpgradeClaims | null> {
  if (!token) return null;
  try {
    const { sub, sid, role, exp } = await verify(token, await signingSecret(db), { alg: 'HS256', exp: false, nbf: false, iat: false });
    if (role !== ROLE || typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return null;
    if (exp * 1000 <= authContext(db).now().getTime()) return null;
    const upgradeId = Number(sub);
    if (!Number.isSafeInteger(upgradeId) || upgradeId < 1 || upgradeId > 2_147_483_647) return null;
    return { upgradeId, submissionId: sid };
  } catch {
    return null;
  }
}
