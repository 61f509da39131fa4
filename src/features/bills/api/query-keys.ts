/** Keys of the bills' cached reads; sign-out clears the whole cache (src/ui/shell/sign-out.ts). */
export const billsKeys = {
  all: ['bills'] as const,
  billers: (category: number) => [...billsKeys.all, 'billers', category] as const,
  items: (billerId: number) => [...billsKeys.all, 'items', billerId] as const,
  network: (phone: string) => [...billsKeys.all, 'network', phone] as const,
  /** The customer's own history, per e-mail. */
  history: (email: string) => [...billsKeys.all, 'history', email] as const,
  status: (reference: string) => [...billsKeys.all, 'status', reference] as const,
};
