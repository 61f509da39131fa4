import type { Config } from '../../config';
import type { Messenger } from '../../providers/messaging/types';
import type { Db } from '../../db/client';
import { noProviders, sandboxProviders } from '../../providers/payments/registry';
import { loadPaymentSettings } from '../../providers/payments/settings';
import type { PaymentDeps } from './app';

/**
 * The payment service's wiring from the config: the sandbox adapters when the sandbox is on
 * (no real adapter exists yet), generated webhook secrets when none were configured, and the
 * messenger that sends each confirmed booking's e-mail and SMS.
 */
export const paymentDepsFrom = (
  db: Db,
  config: Pick<Config, 'sandbox'> & Partial<Pick<Config, 'publicUrl' | 'payments'>>,
  messenger: Messenger,
): PaymentDeps => {
  const settings = config.payments ?? loadPaymentSettings();
  return { settings, publicUrl: config.publicUrl, providers: config.sandbox ? sandboxProviders(db, settings) : noProviders, messenger };
};
