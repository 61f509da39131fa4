import type { ProviderRegistry } from './types';

/** Adapters for one request; checkout URLs are absolute, so they depend on the public base URL. */
export type ProviderFactory = (baseUrl: string) => ProviderRegistry;

/** With the sandbox off and no real adapter configured, no gateway can take money. */
export const noProviders: ProviderFactory = () => ({ checkout: {}, transfer: undefined });
