import { flutterwaveProvider } from './flutterwave/adapter';
import { monnifyProvider } from './monnify/adapter';
import { paystackProvider } from './paystack/adapter';
import type { ProviderFactory } from './registry';
import { PROVIDERS } from './catalog';
import type { PaymentSettings } from './settings';
import type { CheckoutProvider, CheckoutProviderName } from './types';

/** The real adapters configured in `settings`, over `fallback`'s (the sandbox's, or none) for the same provider. */
export function withRealProviders(settings: PaymentSettings, fallback: ProviderFactory): ProviderFactory {
  const real: Partial<Record<CheckoutProviderName, CheckoutProvider>> = {};
  if (settings.paystack) real.paystack = paystackProvider(settings.paystack);
  if (settings.flutterwave) real.flutterwave = flutterwaveProvider(settings.flutterwave);
  if (settings.moniepoint) real.moniepoint = monnifyProvider(settings.moniepoint);
  if (Object.keys(real).length === 0) return fallback;
  return (baseUrl) => {
    const made = fallback(baseUrl);
    return { ...made, checkout: { ...made.checkout, ...real } };
  };
}

const REAL = ['paystack', 'flutterwave', 'moniepoint'] as const;

/** The start-up line: per provider with a real adapter, real, sandbox or off; the rest follow the sandbox. */
export function paymentLine(settings: PaymentSettings, sandbox: boolean): string {
  const each = REAL.map((name) => `${PROVIDERS[name].label} ${settings[name] ? 'for real' : sandbox ? 'in the sandbox' : 'off'}`);
  return `Payments: ${each.join(', ')}; the other gateways ${sandbox ? 'in the sandbox' : 'off'}`;
}
