import { GATEWAY } from '../../../contract/payment';
import type { ProviderName } from './types';

export type ProviderInfo = {
  label: string;
  /** Gateway enum id (spec 2 §9). */
  gateway: number;
  /** Brand colour and the text colour readable on it. */
  colour: string;
  ink: string;
  /** Opened by the app in an iframe overlay rather than by a full-page redirect. */
  widget: boolean;
  /** Prefix of the provider's transaction ids in the sandbox. */
  prefix: string;
};

export const PROVIDERS: Readonly<Record<ProviderName, ProviderInfo>> = {
  paystack: { label: 'Paystack', gateway: GATEWAY.paystack, colour: '#011B33', ink: '#FFFFFF', widget: false, prefix: 'PSK' },
  flutterwave: { label: 'Flutterwave', gateway: GATEWAY.flutterwave, colour: '#F5A623', ink: '#1A1A1A', widget: true, prefix: 'FLW' },
  budpay: { label: 'BudPay', gateway: GATEWAY.budpay, colour: '#1B2A6B', ink: '#FFFFFF', widget: true, prefix: 'BDP' },
  azapay: { label: 'AzaPay', gateway: GATEWAY.azapay, colour: '#5B2A86', ink: '#FFFFFF', widget: false, prefix: 'AZA' },
  nomba: { label: 'Nomba', gateway: GATEWAY.nomba, colour: '#111111', ink: '#FFD600', widget: false, prefix: 'NMB' },
  creditdirect: { label: 'CreditDirect', gateway: GATEWAY.creditdirect, colour: '#B0001E', ink: '#FFFFFF', widget: true, prefix: 'CDL' },
  moniepoint: { label: 'Moniepoint', gateway: GATEWAY.moniepoint, colour: '#0357EE', ink: '#FFFFFF', widget: false, prefix: 'MNP' },
  opay: { label: 'OPay', gateway: GATEWAY.opay, colour: '#1DCF9F', ink: '#0B2B22', widget: false, prefix: 'OPY' },
  woven: { label: 'Woven', gateway: GATEWAY.woven, colour: '#0B3D2E', ink: '#FFFFFF', widget: false, prefix: 'WVN' },
};
