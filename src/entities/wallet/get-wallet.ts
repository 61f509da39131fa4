import { queryOptions } from '@tanstack/react-query';
import * as walletCalls from '@contract/calls/wallet';
import type { Wallet } from '@contract/wallet';
import type { WalletOwner } from './owner';
import { isWalletAbsent } from './wallet-absent';
import { walletKeys } from './query-keys';
import { walletCall } from './wallet-token';

/** The customer's wallet, or 'absent' when they have none yet (then Set Up Wallet shows). */
export type WalletState = { kind: 'ready'; wallet: Wallet } | { kind: 'absent' };

export async function getWallet(owner: WalletOwner, signal?: AbortSignal): Promise<WalletState> {
  try {
    return { kind: 'ready', wallet: (await walletCall(walletCalls.getUserWallet, { query: owner, signal })).Payload };
  } catch (error) {
    if (isWalletAbsent(error)) return { kind: 'absent' };
    throw error;
  }
}

/**
 * GET /api/WalletApi/GetUserWallet. Money moves elsewhere (a checkout, a payment): always asked
 * again when a screen opens; the last answer is kept to show offline.
 */
export const walletQueryOptions = (owner: WalletOwner) =>
  queryOptions({
    queryKey: walletKeys.wallet(owner.Email),
    queryFn: ({ signal }) => getWallet(owner, signal),
    staleTime: 0,
  });
