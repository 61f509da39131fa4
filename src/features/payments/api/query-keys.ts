/** Query keys for payment data; every key starts with the resource it caches. */
export const paymentKeys = {
  confirmation: (provider: string, reference: string) => ['payment-confirmation', provider, reference] as const,
  transferAccount: (reference: string) => ['transfer-account', reference] as const,
};
