import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema-accounts';
import { authContext } from './context';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new refresh token (32 random bytes) in `familyId`, or in a new family for a new sign-in. */
export async function issueRefreshToken(db: Db, customerId: number, familyId = randomBytes(12).toString('base64url')) {
  const { settings, now } = authContext(db);
  const token = randomBytes(32).toString('base64url');
  const created = now();
  await db.insert(refreshTokens).values({
    customerId,
    familyId,
    tokenHash: hashToken(token),
    createdAt: created,
    expiresAt: new Date(created.getTime() + settings.refreshTokenDays * 86_400_000),
  });
  return { token, familyId };
}

export type Rotation =
  | { ok: true; customerId: number; familyId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Spends a refresh token and hands out its successor in the same family. A token already spent
 * means someone holds a copy: the whole family is revoked and both copies stop working.
 */
export async function rotateRefreshToken(db: Db, presented: string): Promise<Rotation> {
  const now = authContext(db).now();
  const tokenHash = hashToken(presented);
  // One conditional update decides the race between two uses of the same token.
  const [spent] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
    .returning();
  if (spent) {
    const next = await issueRefreshToken(db, spent.customerId, spent.familyId);
    return { ok: true, customerId: spent.customerId, familyId: spent.familyId, refreshToken: next.token };
  }
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.usedAt) {
    await revokeFamily(db, row.familyId);
    return { ok: false, reason: 'reused' };
  }
  return { ok: false, reason: 'expired' };
}

export const revokeFamily = (db: Db, familyId: string) =>
  db.update(refreshTokens).set({ revokedAt: authContext(db).now() }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));

/** Signs a customer out everywhere (password reset), or everywhere but this sign-in (password change). */
export const revokeCustomerSessions = (db: Db, customerId: number, exceptFamilyId?: string) =>
  db
    .update(refreshTokens)
    .set({ revokedAt: authContext(db).now() })
    .where(and(eq(refreshTokens.customerId, customerId), isNull(refreshTokens.revokedAt), exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined));
