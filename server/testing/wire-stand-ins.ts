import { Hono } from 'hono';
import type { Db } from '../db/client';
import { loadPaymentSettings } from '../providers/payments/settings';
import type { ProviderName } from '../providers/payments/types';
import { sandboxApp } from '../sandbox/app';
import { SANDBOX_PATH } from '../sandbox/path';
import { flutterwaveView } from '../sandbox/payments/flutterwave-api';
import { meta, transactionsOf } from '../sandbox/payments/ledger';
import { monnifyStandIn, monnifyView } from '../sandbox/payments/monnify-api';
import { paystackView } from '../sandbox/payments/paystack-api';
import { sandboxApiPath, sandboxCredentials, type WireCredentials, type WireProviderName } from '../sandbox/payments/wire';
import { wireStandIns } from '../sandbox/payments/wire-stand-ins';
import { servedStandIn } from './served-stand-in';

type Options = {
  /** Where its books are kept (a test's own database, or one opened for the stand-in). */
  db: Db;
  /** The merchant's credentials it accepts and signs with; the rest are made up. */
  credentials: Partial<WireCredentials>;
  /** Where it posts its webhooks; a function of the provider when the server it calls is started after it. */
  webhookUrl: string | ((provider: ProviderName) => string);
  /** How a webhook is posted (a test's app.request, say); by default over HTTP. */
  deliver?: typeof fetch;
  /** Monnify's clock and token lifetime. */
  now?: () => Date;
  tokenSeconds?: number;
};

/**
 * Paystack, Flutterwave and Monnify as the sandbox plays them (server/sandbox/payments/wire.ts),
 * served on a loopback port as the real APIs are reached, with planned hiccups (served-stand-in.ts):
 * `baseUrl(name)` is what the provider's *_BASE_URL is set to; checkouts are the sandbox's pages.
 */
export async function servedWireStandIns(options: Options) {
  const { db, webhookUrl, deliver = fetch } = options;
  const settings = loadPaymentSettings();
  const credentials: WireCredentials = { ...sandboxCredentials(settings), ...options.credentials };
  const monnify = monnifyStandIn(db, credentials.moniepoint, { now: options.now, tokenSeconds: options.tokenSeconds });
  const standIns = { ...wireStandIns(db, credentials), moniepoint: monnify };
  const app = new Hono().route(SANDBOX_PATH, sandboxApp(db, {
    settings,
    standIns,
    deliverWebhook: async (provider, body, headers) =>
      deliver(typeof webhookUrl === 'string' ? webhookUrl : webhookUrl(provider), { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } }),
  }));
  const served = await servedStandIn(app);
  const latest = async (name: WireProviderName, reference: string) => (await transactionsOf(db, name, reference))[0];
  return {
    ...served,
    /** The server's own origin (its checkout pages are under it). */
    origin: served.baseUrl,
    baseUrl: (name: WireProviderName) => `${served.baseUrl}${sandboxApiPath(name)}`,
    logins: monnify.logins,
    /** What the provider gave back of the transaction, kobo (undefined: nothing). */
    refundedKobo: async (name: WireProviderName, reference: string) => { const t = await latest(name, reference); return t && meta(t).refundedKobo; },
    /** Each provider's own view of a transaction it was given `reference` for, as its verify would answer. */
    paystack: async (reference: string) => { const t = await latest('paystack', reference); return t && paystackView(t); },
    flutterwave: async (reference: string) => { const t = await latest('flutterwave', reference); return t && flutterwaveView(t); },
    monnify: async (reference: string) => { const t = await latest('moniepoint', reference); return t && monnifyView(t); },
  };
}
export type ServedWireStandIns = Awaited<ReturnType<typeof servedWireStandIns>>;
