import type { ProviderName } from '../providers';

/** Query keys for payment data; every key starts with the resource it caches. */
export const paymentKeys = {
  confirmation: (provider: ProviderName, reference: string) => ['payment-confirmation', provider, reference] as const,
  transferAccount: (reference: string) => ['transfer-account', reference] as const,
  wovenAccount: (reference: string) => ['woven-account', reference] as const,
};
