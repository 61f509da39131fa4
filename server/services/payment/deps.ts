import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { noProviders, sandboxProviders } from '../../providers/payments/registry';
import { loadPaymentSettings } from '../../providers/payments/settings';
import type { PaymentDeps } from './app';

/**
 * The payment service's wiring from the config: the sandbox adapters when the sandbox is on
 * (no real adapter exists yet), and generated webhook secrets when none were configured.
 */
export const paymentDepsFrom = (db: Db, config: Pick<Config, 'sandbox'> & Partial<Pick<Config, 'publicUrl' | 'payments'>>): PaymentDeps => {
  const settings = config.payments ?? loadPaymentSettings();
  return { settings, publicUrl: config.publicUrl, providers: config.sandbox ? sandboxProviders(db, settings) : noProviders };
};
