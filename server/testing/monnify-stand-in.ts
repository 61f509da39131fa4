import { monnifyStandIn } from '../sandbox/payments/monnify-api';
import { servedStandIn } from './served-stand-in';

/** The sandbox's Monnify on a loopback port (served-stand-in.ts), hiccups reaching its log-in too; `logins` counts them. */
export async function servedMonnify(options: Parameters<typeof monnifyStandIn>[0]) {
  const standIn = monnifyStandIn(options);
  return { ...(await servedStandIn(standIn.app)), transactions: standIn.transactions, logins: standIn.logins };
}
