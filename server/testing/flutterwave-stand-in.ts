import { flutterwaveStandIn } from '../sandbox/payments/flutterwave-api';
import { servedStandIn } from './served-stand-in';

/** The sandbox's Flutterwave on a loopback port (served-stand-in.ts); its webhooks go to `deliver` (the app's own front door in a test). */
export async function servedFlutterwave(options: Parameters<typeof flutterwaveStandIn>[0]) {
  const standIn = flutterwaveStandIn(options);
  return { ...(await servedStandIn(standIn.app)), transactions: standIn.transactions };
}
