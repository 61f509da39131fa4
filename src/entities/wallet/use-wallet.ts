import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/api/session';
import { walletQueryOptions } from './get-wallet';
import { walletOwnerOf, type WalletOwner } from './owner';

/** A stand-in owner for a query that is off (no customer, or one without an e-mail). */
const NOBODY: WalletOwner = { PhoneNumber: '', Email: '' };

/**
 * The signed-in customer's wallet owner (or what is missing for one) and their wallet, read as
 * the screen opens. `wallet` is off while there is no owner.
 */
export function useWallet(options: { refetchOnMount?: 'always' | boolean } = {}) {
  const session = useSession();
  const who = session ? walletOwnerOf(session.user) : null;
  const owner = who && 'owner' in who ? who.owner : null;
  const wallet = useQuery({ ...walletQueryOptions(owner ?? NOBODY), enabled: owner !== null, ...options });
  return { session, owner, missing: who && 'missing' in who ? who.missing : null, wallet };
}
