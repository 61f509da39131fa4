import { Hono, type Context } from 'hono';
import * as calls from '../../../contract/calls/wallet';
import { WALLET_MESSAGES } from '../../../contract/wallet';
import { requireCustomer, type CustomerEnv } from '../../auth/require-customer';
import type { Db } from '../../db/client';
import { mount } from '../../http/mount';
import { sendWalletOk } from '../../http/respond';
import { walletOwner } from './owner';
import { walletTransactions } from './transactions';
import { createWallet, walletOf, walletPayload } from './wallets';
import { issueWalletToken, requireWalletToken } from './wallet-token';

/** The wallet token, the wallet itself and its transactions. */
export function accountRoutes(db: Db) {
  const walletToken = requireWalletToken(db);
  const app = new Hono();
  // Client credentials for the signed-in customer: the session bearer says whose wallet the token opens.
  mount(app, calls.token, requireCustomer(db), async (c: Context<CustomerEnv>) => c.json(await issueWalletToken(db, c.get('customer'))));
  mount(app, calls.createWallet, walletToken, async (c: Context<CustomerEnv>, { body }) => {
    const me = walletOwner(c, body);
    await createWallet(db, me.customerId);
    return sendWalletOk(c, WALLET_MESSAGES.created, WALLET_MESSAGES.created);
  });
  mount(app, calls.getUserWallet, walletToken, async (c: Context<CustomerEnv>, { query }) => {
    const me = walletOwner(c, query);
    return sendWalletOk(c, walletPayload(await walletOf(db, me), me));
  });
  mount(app, calls.transactions, walletToken, async (c: Context<CustomerEnv>, { query }) => {
    const me = walletOwner(c, query);
    return sendWalletOk(c, await walletTransactions(db, (await walletOf(db, me)).id, query.page));
  });
  return app;
}
