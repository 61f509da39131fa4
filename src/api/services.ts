/** One base URL per spec service (docs/architecture.md); override at build time with VITE_API_<SERVICE>. */
const env = import.meta.env;

export const API_BASE = {
  onboarding: env.VITE_API_ONBOARDING ?? '/api/onboarding',
  settings: env.VITE_API_SETTINGS ?? '/api/settings',
  booking: env.VITE_API_BOOKING ?? '/api/booking',
  payment: env.VITE_API_PAYMENT ?? '/api/payment',
  maps: env.VITE_API_MAPS ?? '/api/maps',
  wallet: env.VITE_API_WALLET ?? '/api/wallet',
  bills: env.VITE_API_BILLS ?? '/api/bills',
  ambassador: env.VITE_API_AMBASSADOR ?? '/api/ambassador',
} as const;

export type Service = keyof typeof API_BASE;
