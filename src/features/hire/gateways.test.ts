import { describe, expect, it } from 'vitest';
import { hireGatewayChoices } from './gateways';

const g = (gatewayName: string, paymentWalletEnumId: number, status = true) => ({ gatewayName, paymentWalletEnumId, status });

describe("the hire's payment methods", () => {
  it('are the card and one bank transfer of list 2: USSD, wallets, switched-off and hidden banks never', () => {
    const list = [g('Paystack', 5), g('Bank Transfer', 4), g('Bank USSD', 34), g('Wallet', 23), g('Bank Transfer', 10), g('FirstBank USSD', 4), g('UnionBank', 10)];
    expect(hireGatewayChoices(list).map((x) => [x.gatewayName, x.paymentWalletEnumId])).toEqual([['Paystack', 5], ['Bank Transfer', 4]]);
  });

  it('take gateway 10 for the transfer when 4 is off, and hide a USSD under a transfer id', () => {
    expect(hireGatewayChoices([g('Bank Transfer', 4, false), g('Transfer', 10), g('Paystack', 5, false)]).map((x) => x.paymentWalletEnumId)).toEqual([10]);
    expect(hireGatewayChoices([g('GTB USSD', 4), g('Bank Transfer', 10)]).map((x) => x.gatewayName)).toEqual(['Bank Transfer']);
  });
});
