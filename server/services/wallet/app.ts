import { Hono } from 'hono';
import type { Db } from '../../db/client';
import { accountRoutes } from './account-routes';
import type { WalletDeps } from './deps';
import { moneyRoutes } from './money-routes';
import { pinRoutes } from './pin-routes';
import { statementRoutes } from './transactions';

export type { WalletDeps } from './deps';

/**
 * The wallet service (spec 2 §7.6), mounted at /api/wallet: form-encoded bodies, the wallet
 * envelope for every answer (server/http/respond.ts sendFail picks it on wallet paths), and the
 * wallet token (wallet-token.ts) on every call but /connect/token.
 */
export function walletApp(db: Db, deps: WalletDeps) {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    // Balances and tokens change from one moment to the next: no cache may keep them.
    c.header('Cache-Control', 'no-store');
  });
  return app.route('/', accountRoutes(db)).route('/', statementRoutes(db)).route('/', pinRoutes(db, deps)).route('/', moneyRoutes(db, deps));
}
