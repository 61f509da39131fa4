import { randomBytes } from 'node:crypto';
import { INVITATION_DAYS } from '../../../contract/ambassador';
import type { Db } from '../../db/client';
import { ambassadorUpgrades, ambassadors } from '../../db/schema-ambassador';

/**
 * Invitations to the Tier 3 upgrade. The back office that sends them is not part of this app;
 * the sandbox mints them for development and tests (server/sandbox/dev/ambassadors.ts).
 */

/** 18 random bytes: 24 base64url characters, unguessable, in VERIFICATION_ID's shape. */
export const newVerificationId = () => randomBytes(18).toString('base64url');

export type Invitation = { verificationId: string; ambassadorId: number; expiresAt: Date };

/** A Tier 2 ambassador and an invitation for them, lapsing INVITATION_DAYS after `now` (or at `expiresAt`). */
export async function inviteToUpgrade(db: Db, now: Date, options: { verificationId?: string; expiresAt?: Date } = {}): Promise<Invitation> {
  const verificationId = options.verificationId ?? newVerificationId();
  const expiresAt = options.expiresAt ?? new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
  return db.transaction(async (tx) => {
    const [ambassador] = await tx.insert(ambassadors).values({ tier: 2, createdAt: now }).returning({ id: ambassadors.id });
    await tx.insert(ambassadorUpgrades).values({ verificationId, ambassadorId: ambassador!.id, createdAt: now, expiresAt });
    return { verificationId, ambassadorId: ambassador!.id, expiresAt };
  });
}
