import { paystackStandIn } from '../sandbox/payments/paystack-api';
import { servedStandIn } from './served-stand-in';

/** The sandbox's Paystack on a loopback port (served-stand-in.ts); its webhooks go to `deliver` (the app's own front door in a test). */
export async function servedPaystack(options: Parameters<typeof paystackStandIn>[0]) {
  const standIn = paystackStandIn(options);
  return { ...(await servedStandIn(standIn.app)), transactions: standIn.transactions };
}
