import { describe, expect, it } from 'vitest';
import type { Gateway } from '@contract/payment';
import { billGatewayChoices } from './gateways';

const g = (gatewayName: string, paymentWalletEnumId: number, status = true): Gateway => ({ gatewayName, paymentWalletEnumId, status });
/** Gateway list 1 as the payment service holds it (server/services/payment/gateways.ts). */
const LIST_1 = [
  g('Paystack', 5), g('Flutterwave', 8), g('BudPay', 25), g('Bank Transfer', 26), g('Nomba', 28), g('Buy Now Pay Later', 29),
  g('Monnify', 30), g('OPay', 31), g('Wallet', 23), g('Wallet', 2), g('Cashback Wallet', 1), g('FirstBank USSD', 27), g('UnionBank', 32),
];

describe('the bills payment methods (spec 2 §9)', () => {
  it('lists only 5 and 23, the wallet only for a customer with one', () => {
    expect(billGatewayChoices(LIST_1, true).map((x) => x.paymentWalletEnumId)).toEqual([5, 23]);
    expect(billGatewayChoices(LIST_1, false).map((x) => x.paymentWalletEnumId)).toEqual([5]);
  });

  it('hides a switched-off gateway and lists each once', () => {
    expect(billGatewayChoices([g('Paystack', 5, false), g('Wallet', 23), g('Wallet', 23)], true).map((x) => x.paymentWalletEnumId)).toEqual([23]);
  });
});
