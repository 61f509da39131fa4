import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { virtualAccounts } from '../../db/schema-woven';
import type { ProviderName, Verification } from '../../providers/payments/types';

/** The providers whose accounts have a transfer window of ours (schema-woven.ts). */
const WINDOWED: readonly ProviderName[] = ['woven'];

/**
 * Whether a paid transfer arrived after its account's 30 minutes (transfer_by): it bought nothing
 * (too late) and is refunded, even if the provider still took it (its account is valid 60 minutes,
 * and the close may not have reached it yet). When the provider does not say when the money
 * arrived, it is now, when we learn of it.
 */
export async function paidAfterWindow(db: Db, provider: ProviderName, verification: Verification, now = new Date()): Promise<boolean> {
  if (!WINDOWED.includes(provider)) return false;
  const [account] = await db.select({ transferBy: virtualAccounts.transferBy }).from(virtualAccounts)
    .where(and(eq(virtualAccounts.provider, provider), eq(virtualAccounts.providerReference, verification.providerReference)));
  if (!account) return false;
  return (verification.paidAt ?? now).getTime() > account.transferBy.getTime();
}
