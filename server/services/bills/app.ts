import { Hono } from 'hono';
import type { Db } from '../../db/client';
import { catalogueRoutes } from './catalogue-routes';
import type { BillsDeps } from './deps';
import { purchaseRoutes } from './purchase-routes';

export type { BillsDeps } from './deps';

/**
 * The bills service (spec 2 §7.7), mounted at /api/bills: the bills envelope for every answer but
 * /token (server/http/respond.ts sendFail picks it on bills paths), and the bills token
 * (bills-token.ts) on every call but /token. The money rules are in purchase.ts and what it calls.
 */
export function billsApp(db: Db, deps: BillsDeps) {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    // Outcomes and tokens change from one moment to the next: no cache may keep them.
    c.header('Cache-Control', 'no-store');
  });
  return app.route('/', catalogueRoutes(db, deps)).route('/', purchaseRoutes(db, deps));
}
