import { isProviderName, type CheckoutProvider, type ProviderRegistry, type TransferProvider } from './types';

/** Adapters for one request; checkout URLs are absolute, so they depend on the public base URL. */
export type ProviderFactory = (baseUrl: string) => ProviderRegistry;

/** With the sandbox off and no real adapter configured, no gateway can take money. */
export const noProviders: ProviderFactory = () => ({ checkout: {}, transfer: undefined });

/**
 * The adapter that collects for a provider, by name: the timed-account provider for 'azapay', the
 * checkout otherwise; undefined when it is not configured or the name is none of ours (a stored
 * name from an older release, say).
 */
export function providerNamed(registry: ProviderRegistry, name: string): CheckoutProvider | TransferProvider | undefined {
  if (!isProviderName(name)) return undefined;
  return name === 'azapay' ? registry.transfer : registry.checkout[name];
}
