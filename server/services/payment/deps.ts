import type { Config } from '../../config';
import type { Messenger } from '../../providers/messaging/types';
import type { Db } from '../../db/client';
import { noProviders } from '../../providers/payments/registry';
import { loadPaymentSettings } from '../../providers/payments/settings';
import type { Sandbox } from '../../sandbox-entry';
import type { PaymentDeps } from './app';
import { withPaymentChecks } from './checks/registering-providers';

/**
 * The payment service's wiring from the config: the sandbox's adapters when the sandbox is loaded
 * (no real adapter exists yet), generated webhook secrets when none were configured, and the
 * messenger that sends each confirmed booking's e-mail and SMS.
 */
export const paymentDepsFrom = (
  db: Db,
  config: Partial<Pick<Config, 'publicUrl' | 'payments'>>,
  messenger: Messenger,
  sandbox: Sandbox | undefined,
): PaymentDeps => {
  const settings = config.payments ?? loadPaymentSettings();
  return {
    settings,
    publicUrl: config.publicUrl,
    // Every payment any service starts through these is put under the guarantee (checks/).
    providers: withPaymentChecks(db, sandbox ? sandbox.paymentProviders(db, settings) : noProviders),
    accountStyleFor: sandbox?.accountStyleFor,
    messenger,
  };
};
