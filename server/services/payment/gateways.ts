import type { Gateway } from '../../../contract/payment';
import { PROVIDERS } from '../../providers/payments/catalog';
import { providerNamed } from '../../providers/payments/registry';
import type { ProviderName, ProviderRegistry } from '../../providers/payments/types';

const g = (gatewayName: string, paymentWalletEnumId: number, status = true): Gateway => ({ gatewayName, status, paymentWalletEnumId });

/**
 * The gateway lists as the payment service holds them (spec 2 §9); id 1 checkout, 2 hire. The
 * wallet is listed under both readings of the spec: 23 (with PIN) and 2 (available balance) pay
 * from the main wallet, 1 from the cashback wallet (POST /Payment/ProcessWalletPayment). 35 is
 * ours, not the spec's: the virtual account of /woven-pay (contract/payment.ts GATEWAY.woven).
 */
export const GATEWAY_LISTS: Readonly<Record<1 | 2, readonly Gateway[]>> = {
  1: [
    g('Paystack', 5), g('Flutterwave', 8), g('BudPay', 25), g('Bank Transfer', 26), g('Nomba', 28),
    g('Buy Now Pay Later', 29), g('Monnify', 30), g('OPay', 31), g('Bank Transfer (Virtual Account)', 35), g('Wallet', 23), g('Wallet', 2), g('Cashback Wallet', 1),
    g('FirstBank USSD', 27), g('UnionBank', 32), g('Paystack USSD', 33, false),
  ],
  2: [g('Paystack', 5), g('Bank Transfer', 4), g('Bank USSD', 34), g('Wallet', 23)],
};

const PROVIDER_OF_GATEWAY = new Map(Object.entries(PROVIDERS).map(([name, info]) => [info.gateway, name as ProviderName]));

/**
 * Every gateway is Nigerian: another country has none. A gateway a provider collects for is listed
 * only when that provider can take money here (its real adapter configured, or the sandbox's), so a
 * traveller is never offered a checkout that cannot open.
 */
export const gatewaysFor = (id: 1 | 2, countryCode: string, registry: ProviderRegistry): Gateway[] =>
  countryCode !== 'NG' ? [] : GATEWAY_LISTS[id].filter((gateway) => {
    const provider = PROVIDER_OF_GATEWAY.get(gateway.paymentWalletEnumId);
    return provider === undefined || providerNamed(registry, provider) !== undefined;
  });
