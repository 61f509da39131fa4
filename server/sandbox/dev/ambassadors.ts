import { eq } from 'drizzle-orm';
import { DEV_VERIFICATION_IDS, type invitationSchema } from '../../../contract/dev';
import type * as v from 'valibot';
import type { Db } from '../../db/client';
import { ambassadorUpgrades, ambassadors } from '../../db/schema-ambassador';
import { RuleError } from '../../http/respond';
import { inviteToUpgrade } from '../../services/ambassador/invitations';

/** POST /api/dev/ambassador/invitations: a fresh invitation, or one that lapsed a minute ago. */
export async function mintInvitation(db: Db, expired: boolean, now: Date): Promise<v.InferOutput<typeof invitationSchema>> {
  const invitation = await inviteToUpgrade(db, now, expired ? { expiresAt: new Date(now.getTime() - 60_000) } : {});
  return { ...invitation, expiresAt: invitation.expiresAt.toISOString() };
}

/** GET /api/dev/ambassador/invitations/:verificationId. */
export async function invitationState(db: Db, verificationId: string) {
  const [row] = await db.select({ status: ambassadorUpgrades.status, tier: ambassadors.tier }).from(ambassadorUpgrades)
    .innerJoin(ambassadors, eq(ambassadors.id, ambassadorUpgrades.ambassadorId))
    .where(eq(ambassadorUpgrades.verificationId, verificationId));
  if (!row) throw new RuleError('There is no such invitation.', 404);
  return row;
}

/**
 * The development invitations (DEV_VERIFICATION_IDS), made at sandbox start-up when missing, so a
 * fresh `npm start` has /upgrade links that work; a used one stays used (mint another with POST).
 */
export async function seedDevInvitations(db: Db, now: Date): Promise<void> {
  for (const verificationId of DEV_VERIFICATION_IDS) {
    const [known] = await db.select({ id: ambassadorUpgrades.id }).from(ambassadorUpgrades).where(eq(ambassadorUpgrades.verificationId, verificationId));
    if (!known) await inviteToUpgrade(db, now, { verificationId, expiresAt: new Date(now.getTime() + 365 * 86_400_000) });
  }
}
