import { callPath, SERVICE_BASE, type CallDescription } from '@contract/call';

/** One base URL per spec service (docs/architecture.md); override at build time with VITE_API_<SERVICE>. */
const env = import.meta.env;

export const API_BASE = {
  onboarding: env.VITE_API_ONBOARDING ?? SERVICE_BASE.onboarding,
  settings: env.VITE_API_SETTINGS ?? SERVICE_BASE.settings,
  booking: env.VITE_API_BOOKING ?? SERVICE_BASE.booking,
  payment: env.VITE_API_PAYMENT ?? SERVICE_BASE.payment,
  maps: env.VITE_API_MAPS ?? SERVICE_BASE.maps,
  wallet: env.VITE_API_WALLET ?? SERVICE_BASE.wallet,
  bills: env.VITE_API_BILLS ?? SERVICE_BASE.bills,
  ambassador: env.VITE_API_AMBASSADOR ?? SERVICE_BASE.ambassador,
  dev: SERVICE_BASE.dev,
} as const satisfies Record<keyof typeof SERVICE_BASE, string>;

export type { Service } from '@contract/call';

/** A described call's URL under its service's base, with its path filled and its query. */
export function callUrl(call: Pick<CallDescription, 'service' | 'path'>, params?: Record<string, string | number>, query?: Record<string, string | number | undefined>): string {
  const url = new URL(`${API_BASE[call.service]}${callPath(call, params)}`, window.location.origin);
  for (const [k, val] of Object.entries(query ?? {})) if (val !== undefined) url.searchParams.set(k, String(val));
  return url.toString();
}
