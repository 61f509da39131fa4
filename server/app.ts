import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { sql } from 'drizzle-orm';
import { configureAuth } from './auth/context';
import type { Config } from './config';
import type { Db } from './db/client';
import { requestLog } from './http/request-log';
import { RuleError, sendFail, sendWalletFail } from './http/respond';
import { staticApp } from './http/static-app';
import { sandboxApp, inProcessDelivery } from './sandbox/app';
import { bookingApp } from './services/booking/app';
import { paymentApp } from './services/payment/app';
import { paymentDepsFrom } from './services/payment/deps';
import { settingsApp } from './services/settings/app';
import { devApp } from './services/dev/app';
import { onboardingApp } from './services/onboarding/app';
import { createMessenger } from './providers/messaging/index';
import type { Messenger } from './providers/messaging/types';

/** The spec services of ARCHITECTURE.md, each mounted at /api/<service>. */
const SERVICES = ['onboarding', 'settings', 'booking', 'payment', 'maps', 'wallet', 'bills', 'ambassador'] as const;

export type AppDeps = {
  db: Db;
  /** publicUrl and payments are optional: without them callbacks use the request origin and webhook secrets are generated. */
  config: Pick<Config, 'logRequests' | 'staticDir' | 'sandbox'> & Partial<Pick<Config, 'publicUrl' | 'payments' | 'auth'>>;
  /** Accounts test seams: a clock for expiries and windows, a messenger, Google's fetch. */
  accounts?: { now?: () => Date; messenger?: Messenger; fetch?: typeof fetch };
};

/** Composes the spec services under /api/<service>, health, and the static PWA. */
export function createApp({ db, config, accounts = {} }: AppDeps) {
  const app = new Hono();
  // Token lifetimes, secret and clock for this database; requireCustomer finds them at request time.
  configureAuth(db, config.auth, accounts.now);
  if (config.logRequests) app.use('*', requestLog());
  // Hono's static serving does not compress by itself (TOOLCHAIN.md).
  app.use('*', compress());

  app.get('/healthz', async (c) => {
    await db.execute(sql`select 1`);
    return c.json({ status: 'ok' });
  });

  app.route('/api/settings', settingsApp(db));
  const messenger = accounts.messenger ?? createMessenger(db, { sandbox: config.sandbox, now: accounts.now });
  app.route('/api/onboarding', onboardingApp(db, { messenger, fetch: accounts.fetch }));
  if (config.sandbox) app.route('/api/dev', devApp(db));
  app.route('/api/booking', bookingApp(db));
  const payment = paymentDepsFrom(db, config);
  app.route('/api/payment', paymentApp(db, payment));

  // A call no service has answers 404 in its service's envelope, never with the app shell.
  app.all('/api/wallet/*', (c) => sendWalletFail(c, 404, [`The wallet service has no ${c.req.method} ${c.req.path} call.`]));
  app.all('/api/*', (c) => {
    const service = SERVICES.find((s) => c.req.path.startsWith(`/api/${s}/`));
    return sendFail(c, 404, service ? `The ${service} service has no ${c.req.method} ${c.req.path} call.` : `There is no ${c.req.method} ${c.req.path} call.`);
  });
  if (config.sandbox) app.route('/sandbox', sandboxApp(db, { settings: payment.settings, deliverWebhook: inProcessDelivery((path, init) => app.request(path, init)) }));
  app.route('/', staticApp(config.staticDir));

  app.onError((error, c) => {
    if (error instanceof RuleError) return sendFail(c, error.status, error.message);
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return sendFail(c, 500, 'Error validating your request, Please try again!');
  });
  return app;
}
