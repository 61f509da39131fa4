import { authContext } from '../../auth/context';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Biller, BillerFactory } from '../../providers/billers/types';
import type { ProviderFactory } from '../../providers/payments/registry';
import type { Sandbox } from '../../sandbox-types';
import { DEFAULT_BILLS_SETTINGS } from './settings';

export type BillsDeps = {
  /** The biller aggregator (the sandbox's, until a real adapter exists); undefined: bills answer 503. */
  biller: BillerFactory;
  /** The payment service's providers: card payments go through its card checkout, as wallet fundings do. */
  providers: ProviderFactory;
  /** PUBLIC_URL; without it the card callback uses the request's origin. */
  publicUrl?: string;
};

/**
 * The bills service's wiring from the config: the sandbox's biller when the sandbox is loaded (its
 * pending vends last BILLER_PENDING_SECONDS, on the accounts clock, which tests move), the
 * payment service's providers, and PUBLIC_URL for the card callback.
 */
export function billsDepsFrom(
  db: Db,
  config: Partial<Pick<Config, 'publicUrl' | 'bills'>>,
  sandbox: Sandbox | undefined,
  providers: ProviderFactory,
): BillsDeps {
  const pendingMs = (config.bills ?? DEFAULT_BILLS_SETTINGS).billerPendingSeconds * 1000;
  const biller: Biller | undefined = sandbox?.biller(db, { pendingMs, now: () => authContext(db).now() });
  return { biller: () => biller, providers, publicUrl: config.publicUrl };
}
