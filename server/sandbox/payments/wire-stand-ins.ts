import { Hono } from 'hono';
import type { Db } from '../../db/client';
import { flutterwaveStandIn } from './flutterwave-api';
import { monnifyStandIn } from './monnify-api';
import { paystackStandIn } from './paystack-api';
import { WIRE_PROVIDERS, type WireCredentials, type WireProviderName, type WireStandIn } from './wire';

export type WireStandIns = Record<WireProviderName, WireStandIn>;

/** Paystack, Flutterwave and Monnify played over the sandbox's books with `credentials`. */
export const wireStandIns = (db: Db, credentials: WireCredentials): WireStandIns => ({
  paystack: paystackStandIn(db, credentials.paystack),
  flutterwave: flutterwaveStandIn(db, credentials.flutterwave),
  moniepoint: monnifyStandIn(db, credentials.moniepoint),
});

/** Their APIs at /<provider>/api, for an app mounted at /sandbox (wire.ts: sandboxApiPath). */
export function wireApis(standIns: WireStandIns): Hono {
  const app = new Hono();
  for (const name of WIRE_PROVIDERS) app.route(`/${name}/api`, standIns[name].api);
  return app;
}
