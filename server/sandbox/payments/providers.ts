import { Hono } from 'hono';
import type { Db } from '../../db/client';
import { flutterwaveProvider } from '../../providers/payments/flutterwave/adapter';
import { monnifyProvider } from '../../providers/payments/monnify/adapter';
import { paystackProvider } from '../../providers/payments/paystack/adapter';
import type { ProviderFactory } from '../../providers/payments/registry';
import type { PaymentSettings } from '../../providers/payments/settings';
import type { CheckoutProvider, CheckoutProviderName } from '../../providers/payments/types';
import { SANDBOX_PATH } from '../path';
import { sandboxCheckoutProvider } from './checkout';
import { sandboxTransferProvider, sandboxVirtualAccountProvider } from './transfer';
import { sandboxApiPath, sandboxCredentials, type WireProviderName } from './wire';
import { wireApis, wireStandIns } from './wire-stand-ins';

/** The gateways only the sandbox has: their adapter is the sandbox's own. */
const SANDBOX_ONLY: readonly CheckoutProviderName[] = ['budpay', 'nomba', 'creditdirect', 'opay'];

/**
 * Every provider played by the sandbox (server/sandbox/app.ts serves their pages). Paystack,
 * Flutterwave and Monnify are reached through their real adapters, pointed at the sandbox's
 * stand-ins of their APIs (wire.ts) and calling them in-process, as they would call the provider.
 */
export function sandboxProviders(db: Db, settings: PaymentSettings): ProviderFactory {
  const transfer = sandboxTransferProvider(db);
  const virtualAccount = sandboxVirtualAccountProvider(db);
  const credentials = sandboxCredentials(settings);
  const apis = new Hono().route(SANDBOX_PATH, wireApis(wireStandIns(db, credentials)));
  const inProcess: typeof fetch = async (input, init) => apis.request(input instanceof Request ? input : String(input), init);
  // One set per public base URL, so Monnify's token is cached as in production.
  const real = new Map<string, Record<WireProviderName, CheckoutProvider>>();
  const realFor = (baseUrl: string) => {
    let made = real.get(baseUrl);
    if (!made) {
      const at = (name: WireProviderName) => `${baseUrl.replace(/\/+$/, '')}${sandboxApiPath(name)}`;
      made = {
        paystack: paystackProvider({ ...credentials.paystack, publicKey: settings.publicKeys.paystack, baseUrl: at('paystack') }, { fetch: inProcess }),
        flutterwave: flutterwaveProvider({ ...credentials.flutterwave, publicKey: settings.publicKeys.flutterwave, baseUrl: at('flutterwave') }, { fetch: inProcess }),
        moniepoint: monnifyProvider({ ...credentials.moniepoint, baseUrl: at('moniepoint') }, { fetch: inProcess }),
      };
      if (real.size > 50) real.clear();
      real.set(baseUrl, made);
    }
    return made;
  };
  return (baseUrl) => ({
    checkout: { ...Object.fromEntries(SANDBOX_ONLY.map((n) => [n, sandboxCheckoutProvider(db, n, settings.publicKeys[n], baseUrl)])), ...realFor(baseUrl) },
    transfer,
    virtualAccount,
  });
}
