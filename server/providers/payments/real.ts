import { paystackProvider } from './paystack/adapter';
import type { ProviderFactory } from './registry';
import type { PaymentSettings } from './settings';
import type { CheckoutProvider, CheckoutProviderName } from './types';

/** The real adapters configured in `settings`, over `fallback`'s (the sandbox's, or none) for the same provider. */
export function withRealProviders(settings: PaymentSettings, fallback: ProviderFactory): ProviderFactory {
  const real: Partial<Record<CheckoutProviderName, CheckoutProvider>> = {};
  if (settings.paystack) real.paystack = paystackProvider(settings.paystack);
  if (Object.keys(real).length === 0) return fallback;
  return (baseUrl) => {
    const made = fallback(baseUrl);
    return { ...made, checkout: { ...made.checkout, ...real } };
  };
}

/** Per checkout provider, for the start-up line: real, sandbox or off. */
export function paymentRoutes(settings: PaymentSettings, sandbox: boolean): Record<'paystack', 'real' | 'sandbox' | 'off'> {
  return { paystack: settings.paystack ? 'real' : sandbox ? 'sandbox' : 'off' };
}
