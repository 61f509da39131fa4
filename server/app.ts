import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { sql } from 'drizzle-orm';
import type { Config } from './config';
import type { Db } from './db/client';
import { requestLog } from './http/request-log';
import { RuleError, sendFail, sendWalletFail } from './http/respond';
import { staticApp } from './http/static-app';
import { settingsApp } from './services/settings/app';

/** The spec services of ARCHITECTURE.md, each mounted at /api/<service>. */
const SERVICES = ['onboarding', 'settings', 'booking', 'payment', 'maps', 'wallet', 'bills', 'ambassador'] as const;

export type AppDeps = { db: Db; config: Pick<Config, 'logRequests' | 'staticDir' | 'sandbox'> };

/** Composes the spec services under /api/<service>, health, and the static PWA. */
export function createApp({ db, config }: AppDeps) {
  const app = new Hono();
  if (config.logRequests) app.use('*', requestLog());
  // Hono's static serving does not compress by itself (TOOLCHAIN.md).
  app.use('*', compress());

  app.get('/healthz', async (c) => {
    await db.execute(sql`select 1`);
    return c.json({ status: 'ok' });
  });

  app.route('/api/settings', settingsApp(db));

  // A call no service has answers 404 in its service's envelope, never with the app shell.
  app.all('/api/wallet/*', (c) => sendWalletFail(c, 404, [`The wallet service has no ${c.req.method} ${c.req.path} call.`]));
  app.all('/api/*', (c) => {
    const service = SERVICES.find((s) => c.req.path.startsWith(`/api/${s}/`));
    return sendFail(c, 404, service ? `The ${service} service has no ${c.req.method} ${c.req.path} call.` : `There is no ${c.req.method} ${c.req.path} call.`);
  });
  app.route('/', staticApp(config.staticDir));

  app.onError((error, c) => {
    if (error instanceof RuleError) return sendFail(c, error.status, error.message);
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return sendFail(c, 500, 'Error validating your request, Please try again!');
  });
  return app;
}
