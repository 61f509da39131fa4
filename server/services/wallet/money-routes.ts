import { asReturned } from '../../providers/payments/returned';
import { Hono, type Context } from 'hono';
import * as calls from '../../../contract/calls/wallet';
import type { CustomerEnv } from '../../auth/require-customer';
import type { Db } from '../../db/client';
import { mount } from '../../http/mount';
import { sendWalletOk } from '../../http/respond';
import { baseUrlOf } from '../payment/urls';
import { debitWallet } from './debit';
import type { WalletDeps } from './deps';
import { createFunding, createTransferFunding, FUNDING_PROVIDER, transferFundingOf, verifyFunding } from './funding';
import { walletOwner } from './owner';
import { requireWalletToken } from './wallet-token';
import { walletOf } from './wallets';

/** Money in and out: DebitWallet, funding by card (CreatePayment, VerifyPaystackRef) and by bank transfer. */
export function moneyRoutes(db: Db, deps: WalletDeps) {
  const walletToken = requireWalletToken(db);
  const cardProvider = (c: Context) => deps.providers(baseUrlOf(c, deps.publicUrl)).checkout[FUNDING_PROVIDER];
  const transferProvider = (c: Context) => deps.providers(baseUrlOf(c, deps.publicUrl)).transfer;
  const app = new Hono();
  mount(app, calls.debitWallet, walletToken, async (c: Context<CustomerEnv>, { body }) => {
    const me = walletOwner(c, body);
    return sendWalletOk(c, await debitWallet(db, me, body));
  });
  mount(app, calls.createPayment, walletToken, async (c: Context<CustomerEnv>, { body }) => {
    const me = walletOwner(c, body);
    const wallet = await walletOf(db, me);
    return sendWalletOk(c, await createFunding(db, cardProvider(c), baseUrlOf(c, deps.publicUrl), me, wallet, body.Amount));
  });
  mount(app, calls.verifyPaystackRef, walletToken, async (c: Context<CustomerEnv>, { query }) =>
    sendWalletOk(c, await verifyFunding(db, asReturned(cardProvider(c)), c.get('customer').customerId, query.paymentreference)),
  );
  mount(app, calls.createTransferPayment, walletToken, async (c: Context<CustomerEnv>, { body }) => {
    const me = walletOwner(c, body);
    const wallet = await walletOf(db, me);
    return sendWalletOk(c, await createTransferFunding(db, transferProvider(c), me, wallet, body.Amount));
  });
  mount(app, calls.getTransferPayment, walletToken, async (c: Context<CustomerEnv>, { query }) =>
    sendWalletOk(c, await transferFundingOf(db, transferProvider(c), c.get('customer').customerId, query.Reference)),
  );
  return app;
}
