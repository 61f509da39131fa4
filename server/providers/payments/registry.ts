import type { Db } from '../../db/client';
import { sandboxCheckoutProvider } from './sandbox-checkout';
import { sandboxTransferProvider } from './sandbox-transfer';
import type { PaymentSettings } from './settings';
import type { CheckoutProviderName, ProviderRegistry } from './types';

/** Adapters for one request; checkout URLs are absolute, so they depend on the public base URL. */
export type ProviderFactory = (baseUrl: string) => ProviderRegistry;

const CHECKOUT_PROVIDERS: readonly CheckoutProviderName[] = ['paystack', 'flutterwave', 'budpay', 'nomba', 'creditdirect', 'moniepoint', 'opay'];

/** Every provider played by the sandbox (server/sandbox serves their pages). */
export function sandboxProviders(db: Db, settings: PaymentSettings): ProviderFactory {
  const transfer = sandboxTransferProvider(db);
  return (baseUrl) => ({
    checkout: Object.fromEntries(CHECKOUT_PROVIDERS.map((n) => [n, sandboxCheckoutProvider(db, n, settings.publicKeys[n], baseUrl)])),
    transfer,
  });
}

/** With the sandbox off and no real adapter configured, no gateway can take money. */
export const noProviders: ProviderFactory = () => ({ checkout: {}, transfer: undefined });
