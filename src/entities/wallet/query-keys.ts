/** Keys of the wallet's cached reads, per owner e-mail; sign-out clears the whole cache (src/ui/shell/sign-out.ts). */
export const walletKeys = {
  all: ['wallet'] as const,
  wallet: (email: string) => [...walletKeys.all, 'wallet', email] as const,
  transactions: (email: string) => [...walletKeys.all, 'transactions', email] as const,
  funding: (reference: string) => [...walletKeys.all, 'funding', reference] as const,
};
