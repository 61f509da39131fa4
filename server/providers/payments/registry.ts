import { isProviderName, type CheckoutProvider, type ProviderRegistry, type TransferProvider, type VirtualAccountProvider } from './types';

/** Adapters for one request; checkout URLs are absolute, so they depend on the public base URL. */
export type ProviderFactory = (baseUrl: string) => ProviderRegistry;

/** With the sandbox off and no real adapter configured, no gateway can take money. */
export const noProviders: ProviderFactory = () => ({ checkout: {}, transfer: undefined, virtualAccount: undefined });

/**
 * The adapter that collects for a provider, by name: the timed-account provider for 'azapay', the
 * virtual-account provider for 'woven', the checkout otherwise; undefined when it is not configured or the name is none of ours (a stored
 * name from an older release, say).
 */
export function providerNamed(registry: ProviderRegistry, name: string): CheckoutProvider | TransferProvider | VirtualAccountProvider | undefined {
  if (!isProviderName(name)) return undefined;
  if (name === 'azapay') return registry.transfer;
  if (name === 'woven') return registry.virtualAccount;
  return registry.checkout[name];
}
