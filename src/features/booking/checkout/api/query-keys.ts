/** Query keys for checkout data; every key starts with the resource it caches. */
export const checkoutKeys = {
  gateways: (listId: number, countryCode: string) => ['payment-gateways', listId, countryCode] as const,
};
