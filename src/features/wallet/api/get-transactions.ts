import { infiniteQueryOptions } from '@tanstack/react-query';
import * as walletCalls from '@contract/calls/wallet';
import type { WalletOwner } from '@/entities/wallet/owner';
import { walletKeys } from '@/entities/wallet/query-keys';
import { walletCall } from '@/entities/wallet/wallet-token';

/** GET /api/WalletApi/GetTransactions: the wallet's movements, newest first, a page at a time ('Load more'). */
export const transactionsQueryOptions = (owner: WalletOwner) =>
  infiniteQueryOptions({
    queryKey: walletKeys.transactions(owner.Email),
    queryFn: async ({ pageParam, signal }) => (await walletCall(walletCalls.transactions, { query: { ...owner, page: String(pageParam) }, signal })).Payload,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.HasMore ? last.Page + 1 : undefined),
    staleTime: 0,
  });
