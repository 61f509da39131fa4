import { join } from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { sql } from 'drizzle-orm';
import { configureAuth } from './auth/context';
import type { Config } from './config';
import type { Db } from './db/client';
import { SERVICE_BASE, sitePath, type Service } from '../contract/call';
import * as onboardingCalls from '../contract/calls/onboarding';
import { ONBOARDING_MESSAGES } from '../contract/onboarding-messages';
import { bodyLimits, limitBody, SANDBOX_BODY_LIMIT } from './http/body-limit';
import { answerError } from './http/errors';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { sendFail, sendWalletFail } from './http/respond';
import { staticApp } from './http/static-app';
import { bookingApp } from './services/booking/app';
import { configureTicketKeys } from './services/boarding/keys';
import { paymentApp } from './services/payment/app';
import { paymentDepsFrom } from './services/payment/deps';
import { paymentHelpApp } from './services/payment-help/app';
import { settingsApp } from './services/settings/app';
import { onboardingApp } from './services/onboarding/app';
import { walletApp } from './services/wallet/app';
import { billsApp } from './services/bills/app';
import { billsDepsFrom } from './services/bills/deps';
import { registerBillsDeps } from './services/bills/recheck';
import { UPLOAD_BODY_LIMIT } from './services/onboarding/photo';
import { createMessenger } from './providers/messaging/index';
import { DEFAULT_MAIL_FROM } from './providers/messaging/settings';
import type { Messenger } from './providers/messaging/types';
import { loadSandbox } from './sandbox-entry';
import { SANDBOX_TERMII_PATH } from './sandbox-types';
import { createPlaces } from './providers/places/index';
import type { Places } from './providers/places/types';
import type { ProviderFactory } from './providers/payments/registry';
import { mapsApp } from './services/maps/app';
import { ambassadorApp } from './services/ambassador/app';
import { noTelematics } from './providers/telematics/types';

/** The spec services of docs/architecture.md, each mounted at /api/<service>. */
const SERVICES = (Object.keys(SERVICE_BASE) as Service[]).filter((s) => s !== 'dev');

export type AppDeps = {
  db: Db;
  /**
   * publicUrl and payments are optional: without them callbacks use the request origin and webhook
   * secrets are generated. Without dataDir, earlier builds' chunks are not archived.
   */
  config: Pick<Config, 'logRequests' | 'staticDir' | 'sandbox'> &
    Partial<Pick<Config, 'publicUrl' | 'payments' | 'auth' | 'csp' | 'booking' | 'bills' | 'dataDir' | 'googleMapsKey' | 'messaging'>>;
  /** Accounts test seams: a clock for expiries and windows, a messenger, Google's fetch. */
  accounts?: { now?: () => Date; messenger?: Messenger; fetch?: typeof fetch };
  /**
   * Test seams for the outside services: a places provider instead of the configured one
   * (undefined: none, as when every provider is down), and a wrapper around the payment providers
   * (to count what is asked of them, or make them fail).
   */
  outside?: { places?: Places | undefined; providers?: (made: ProviderFactory) => ProviderFactory };
};

/**
 * Composes the spec services under /api/<service>, health, and the static PWA; with config.sandbox,
 * also the sandbox (loaded only then: a production image may leave server/sandbox/ out).
 */
export async function createApp({ db, config, accounts = {}, outside = {} }: AppDeps) {
  const sandbox = config.sandbox ? await loadSandbox() : undefined;
  const app = new Hono();
  app.use('*', securityHeaders(config));
  // Token lifetimes, secret and clock for this database; requireCustomer finds them at request time.
  const auth = configureAuth(db, config.auth, accounts.now);
  // How long a ticket signing key signs (signing runs inside many services' transactions).
  configureTicketKeys(auth.settings.ticketKeyRotateDays);
  if (config.logRequests) app.use('*', requestLog());
  // Hono's static serving does not compress by itself (TOOLCHAIN.md).
  app.use('*', compress());
  // Every body is limited before anything reads it: 413 in the envelope, and the connection closed;
  // the photo upload is the one route that takes more than the default.
  app.use('/api/*', bodyLimits({ [sitePath(onboardingCalls.uploadPhoto)]: limitBody(UPLOAD_BODY_LIMIT, ONBOARDING_MESSAGES.photoTooLarge) }));
  if (sandbox) app.use('/sandbox/*', limitBody(SANDBOX_BODY_LIMIT));

  app.get('/healthz', async (c) => {
    await db.execute(sql`select 1`);
    return c.json({ status: 'ok' });
  });

  app.route(SERVICE_BASE.settings, settingsApp(db));
  const sandboxMessaging = sandbox?.messaging(db, { now: accounts.now ?? (() => new Date()), request: (path, init) => app.request(path, init) });
  const messenger = accounts.messenger ?? createMessenger(config.messaging ?? { mailFrom: DEFAULT_MAIL_FROM }, { standIns: sandboxMessaging?.standIns });
  app.route(SERVICE_BASE.onboarding, onboardingApp(db, { messenger, fetch: accounts.fetch, publicUrl: config.publicUrl }));
  if (sandbox) app.route(SERVICE_BASE.dev, sandbox.devApp(db));
  const payment = paymentDepsFrom(db, config, messenger, sandbox);
  if (outside.providers) payment.providers = outside.providers(payment.providers);
  // Our own gazetteer and road network, or a real places provider when its key is set.
  const places = 'places' in outside ? outside.places : createPlaces({ googleMapsKey: config.googleMapsKey });
  app.route(SERVICE_BASE.maps, mapsApp(() => places));
  // Where buses are: the sandbox's vehicle simulator, else no telematics provider (none is wired yet).
  const telematics = sandbox ? sandbox.telematics(db) : noTelematics;
  app.route(SERVICE_BASE.booking, bookingApp(db, config.booking, { places: () => places, providers: payment.providers, publicUrl: config.publicUrl, messenger }, { telematics: () => telematics }));
  app.route(SERVICE_BASE.payment, paymentApp(db, payment));
  app.route(SERVICE_BASE.payment, paymentHelpApp(db, { messenger }));
  app.route(SERVICE_BASE.wallet, walletApp(db, { messenger, providers: payment.providers, publicUrl: config.publicUrl }));
  const bills = billsDepsFrom(db, config, sandbox, payment.providers);
  app.route(SERVICE_BASE.bills, billsApp(db, bills));
  // The background check (server/main.ts, tests) runs with this app's biller and providers.
  registerBillsDeps(db, bills);
  app.route(SERVICE_BASE.ambassador, ambassadorApp(db, { messenger }));

  // A call no service has answers 404 in its service's envelope, never with the app shell.
  app.all(`${SERVICE_BASE.wallet}/*`, (c) => sendWalletFail(c, 404, [`The wallet service has no ${c.req.method} ${c.req.path} call.`]));
  app.all('/api/*', (c) => {
    const service = SERVICES.find((s) => c.req.path.startsWith(`${SERVICE_BASE[s]}/`));
    return sendFail(c, 404, service ? `The ${service} service has no ${c.req.method} ${c.req.path} call.` : `There is no ${c.req.method} ${c.req.path} call.`);
  });
  if (sandboxMessaging) app.route(SANDBOX_TERMII_PATH, sandboxMessaging.termiiApp);
  if (sandbox) app.route('/sandbox', sandbox.pagesApp(db, payment.settings, (path, init) => app.request(path, init)));
  app.route('/', staticApp(config.staticDir, { archiveDir: config.dataDir && join(config.dataDir, 'asset-archive') }));

  // What no route answers (a POST outside /api and the sandbox), and every error, in the envelope.
  app.notFound((c) => sendFail(c, 404, `There is no ${c.req.method} ${c.req.path} call.`));
  app.onError(answerError);
  return app;
}
