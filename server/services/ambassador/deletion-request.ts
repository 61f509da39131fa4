import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { DELETION_REQUEST_MINUTES } from '../../../contract/ambassador';
import { signingSecret } from '../../auth/tokens';
import type { Db } from '../../db/client';

/**
 * The ambassadorId GetAmbassadorByEmail answers: a deletion request sealed with AES-256-GCM under
 * a key derived from the server's signing secret (its own label, like the device cookie's). It
 * holds the e-mail, a random request id and an expiry, so
 *   - it reads the same whether or not an account uses the e-mail (nothing to probe);
 *   - the search stores nothing (a GET, safe to repeat on a flaky link);
 *   - only its holder can send its code again or withdraw it: another search for the same
 *     e-mail is another request with a code of its own.
 */

export type DeletionRequest = { email: string; requestId: string; expiresAt: Date };

const keyOf = async (db: Db) => createHash('sha256').update(`${await signingSecret(db)}:ambassador-deletion-request`).digest();

/** A new request for `email` (lower case), valid DELETION_REQUEST_MINUTES from `now`. */
export async function sealDeletionRequest(db: Db, email: string, now: Date): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keyOf(db), iv);
  const plain = JSON.stringify({ e: email, r: randomBytes(16).toString('base64url'), x: now.getTime() + DELETION_REQUEST_MINUTES * 60_000 });
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/**
 * The request an ambassadorId holds, or undefined when it is not one of ours or (unless
 * `evenExpired`) has expired.
 */
export async function openDeletionRequest(db: Db, ambassadorId: string, now: Date, { evenExpired = false } = {}): Promise<DeletionRequest | undefined> {
  try {
    const bytes = Buffer.from(ambassadorId, 'base64url');
    if (bytes.length < 12 + 16 + 2) return undefined;
    const decipher = createDecipheriv('aes-256-gcm', await keyOf(db), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    const plain = Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8');
    const { e, r, x } = JSON.parse(plain) as { e?: unknown; r?: unknown; x?: unknown };
    if (typeof e !== 'string' || typeof r !== 'string' || typeof x !== 'number') return undefined;
    if (!evenExpired && x <= now.getTime()) return undefined;
    return { email: e, requestId: r, expiresAt: new Date(x) };
  } catch {
    return undefined;
  }
}
