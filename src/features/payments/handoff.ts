import { GATEWAY } from '@contract/payment';

/** Providers whose checkout replaces the page (spec 1 §4 'Payment'). */
export type RedirectProvider = 'paystack' | 'nomba' | 'monnify' | 'opay';

/** How a chosen gateway takes over once the booking exists. */
export type Handoff =
  | { kind: 'redirect'; provider: RedirectProvider; label: string }
  | { kind: 'page'; to: '/pay-flutter' | '/pay-budpay' | '/aza-pay'; label: string }
  | { kind: 'widget'; provider: 'bnpl'; label: string };

const HANDOFFS: Record<number, Handoff> = {
  [GATEWAY.card]: { kind: 'redirect', provider: 'paystack', label: 'Paystack' },
  [GATEWAY.flutterwave]: { kind: 'page', to: '/pay-flutter', label: 'Flutterwave' },
  [GATEWAY.budpay]: { kind: 'page', to: '/pay-budpay', label: 'BudPay' },
  [GATEWAY.bankTransfer]: { kind: 'page', to: '/aza-pay', label: 'Bank Transfer' },
  [GATEWAY.nomba]: { kind: 'redirect', provider: 'nomba', label: 'Nomba' },
  [GATEWAY.bnpl]: { kind: 'widget', provider: 'bnpl', label: 'Buy Now Pay Later' },
  [GATEWAY.monnify]: { kind: 'redirect', provider: 'monnify', label: 'Monnify' },
  [GATEWAY.opay]: { kind: 'redirect', provider: 'opay', label: 'OPay' },
};

/** Which way a gateway hands off; undefined for gateways the web app cannot complete (wallets). */
export const handoffFor = (gateway: number): Handoff | undefined => HANDOFFS[gateway];

/** A provider's checkout page as the widget overlay opens it (Pay/Cancel then move `window.top`). */
export function widgetUrl(checkoutUrl: string, base = window.location.origin): string {
  const url = new URL(checkoutUrl, base);
  url.searchParams.set('mode', 'widget');
  return url.toString();
}
