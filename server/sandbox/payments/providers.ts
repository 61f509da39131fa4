import type { Db } from '../../db/client';
import type { ProviderFactory } from '../../providers/payments/registry';
import type { PaymentSettings } from '../../providers/payments/settings';
import type { CheckoutProviderName } from '../../providers/payments/types';
import { sandboxCheckoutProvider } from './checkout';
import { sandboxTransferProvider, sandboxVirtualAccountProvider } from './transfer';

const CHECKOUT_PROVIDERS: readonly CheckoutProviderName[] = ['paystack', 'flutterwave', 'budpay', 'nomba', 'creditdirect', 'moniepoint', 'opay'];

/** Every provider played by the sandbox (server/sandbox/app.ts serves their pages). */
export function sandboxProviders(db: Db, settings: PaymentSettings): ProviderFactory {
  const transfer = sandboxTransferProvider(db);
  const virtualAccount = sandboxVirtualAccountProvider(db);
  return (baseUrl) => ({
    checkout: Object.fromEntries(CHECKOUT_PROVIDERS.map((n) => [n, sandboxCheckoutProvider(db, n, settings.publicKeys[n], baseUrl)])),
    transfer,
    virtualAccount,
  });
}
