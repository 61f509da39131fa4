import { WALLET_MESSAGES, WALLET_TOKEN_TTL_SECONDS } from '../../../contract/wallet';
import { roleToken } from '../../auth/role-token';
import { sendWalletFail } from '../../http/respond';

/**
 * The wallet token (POST /connect/token), role 'Wallet' (auth/role-token.ts): it opens no other
 * service, and an access token or another service's token opens no wallet. It lasts
 * WALLET_TOKEN_TTL_SECONDS and dies with the sign-in (sign-out, password change).
 */
const walletTokens = roleToken({
  role: 'Wallet',
  ttlSeconds: WALLET_TOKEN_TTL_SECONDS,
  refuse: (c) => sendWalletFail(c, 401, [WALLET_MESSAGES.tokenExpired]),
});

export const issueWalletToken = walletTokens.issue;

/** Lets a valid wallet token through with its customer on `c.get('customer')`; else 401 in the wallet envelope. */
export const requireWalletToken = walletTokens.require;
