import { describe, expect, it } from 'vitest';
import type { Gateway } from '@contract/payment';
import { checkoutGatewaysQueryOptions } from './get-checkout-gateways';

const g = (gatewayName: string, paymentWalletEnumId: number, status = true): Gateway => ({ gatewayName, paymentWalletEnumId, status });

/** Gateway list 1 as the server seeds it (plan, payment service). */
const LIST_1 = [
  g('Paystack', 5), g('Flutterwave', 8), g('BudPay', 25), g('Bank Transfer', 26), g('Nomba', 28), g('Buy Now Pay Later', 29),
  g('Monnify', 30), g('OPay', 31), g('Wallet', 23), g('Wallet', 2), g('Cashback Wallet', 1), g('FirstBank USSD', 27), g('UnionBank', 32), g('Paystack USSD', 33, false),
];

describe('checkout gateways (spec 2 §9)', () => {
  it('asks for list 1 in Nigeria', () => {
    expect(checkoutGatewaysQueryOptions().queryKey).toEqual(['payment-gateways', 1, 'NG']);
  });

  it('shows a guest every gateway the web app completes, and no wallet, USSD or switched-off one', () => {
    const select = checkoutGatewaysQueryOptions().select;
    expect(select?.(LIST_1).map((x) => x.gatewayName)).toEqual(['Paystack', 'Flutterwave', 'BudPay', 'Bank Transfer', 'Nomba', 'Buy Now Pay Later', 'Monnify', 'OPay']);
  });

  it('offers the wallet gateways (Wallet 23, Cashback Wallet 1) to a signed-in customer only', () => {
    const names = (signedIn: boolean) => checkoutGatewaysQueryOptions(signedIn).select?.(LIST_1).map((x) => x.gatewayName) ?? [];
    expect(names(false)).not.toContain('Wallet');
    expect(names(false)).not.toContain('Cashback Wallet');
    // 2 and 23 are the same main wallet: one 'Wallet' button, paying with the PIN (23).
    expect(names(true)).toEqual([...names(false), 'Wallet', 'Cashback Wallet']);
    const ids = checkoutGatewaysQueryOptions(true).select?.(LIST_1).map((x) => x.paymentWalletEnumId);
    expect(ids).toContain(23);
    expect(ids).not.toContain(2);
    const only2 = checkoutGatewaysQueryOptions(true).select?.(LIST_1.filter((x) => x.paymentWalletEnumId !== 23)).map((x) => x.paymentWalletEnumId);
    expect(only2).toContain(2);
    expect(checkoutGatewaysQueryOptions(true).queryKey).toEqual(checkoutGatewaysQueryOptions(false).queryKey);
  });
});
