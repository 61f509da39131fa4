import type { Config } from '../../config';
import type { Messenger } from '../../providers/messaging/types';
import type { Db } from '../../db/client';
import { noProviders } from '../../providers/payments/registry';
import { withRealProviders } from '../../providers/payments/real';
import { loadPaymentSettings } from '../../providers/payments/settings';
import type { Sandbox } from '../../sandbox-types';
import type { Context } from 'hono';
import type { ProviderFactory } from '../../providers/payments/registry';
import type { PaymentSettings } from '../../providers/payments/settings';
import type { AccountStyle } from '../../providers/payments/types';
import { withPaymentChecks } from './checks/registering-providers';

/** What the payment service is given: its settings, providers and messenger. */
export type PaymentDeps = {
  settings: PaymentSettings;
  /** PUBLIC_URL; without it, callbacks and checkout pages use the request's origin. */
  publicUrl?: string;
  providers: ProviderFactory;
  /** Sends each confirmed booking's e-mail and SMS (notifications/); without it none are sent (the service tested alone). */
  messenger?: Messenger;
  /**
   * The bank-transfer account style one request asks for, over AZAPAY_ACCOUNT_STYLE (the sandbox
   * lets developers and tests pick; the app never asks). Throws a RuleError for a bad request.
   */
  accountStyleFor?: (c: Context) => AccountStyle | undefined;
};

/**
 * The payment service's wiring from the config: the real adapter of each provider configured
 * (Paystack so far), the sandbox's for the rest when the sandbox is loaded, generated webhook
 * secrets when none were configured, and the
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
    providers: withPaymentChecks(db, withRealProviders(settings, sandbox ? sandbox.paymentProviders(db, settings) : noProviders)),
    accountStyleFor: sandbox?.accountStyleFor,
    messenger,
  };
};
