import * as walletCalls from '@contract/calls/wallet';
import type { WalletOwner } from '@/entities/wallet/owner';
import { spoken } from './spoken';
import { walletCall } from '@/entities/wallet/wallet-token';

/** POST /api/WalletApi/CreateWallet with the customer's names, phone and e-mail (spec 2 §7.6). */
export const createWallet = async (owner: WalletOwner, names: { FirstName: string; LastName: string }) =>
  spoken(await walletCall(walletCalls.createWallet, { body: { ...owner, ...names } }));
