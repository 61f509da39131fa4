import { HIRE_CARD_GATEWAY, HIRE_GATEWAYS } from '@contract/hire';
import { visibleGateways, type Gateway } from '@contract/payment';

export type HireGatewayKind = 'card' | 'transfer';

export const gatewayKind = (id: number): HireGatewayKind => (id === HIRE_CARD_GATEWAY ? 'card' : 'transfer');

/**
 * The hire's 'Select payment method' (spec 2 §9, spec 1 §6): gateway list 2, switched-on ones only,
 * FirstBank USSD and UnionBank never, the bank USSD gateway hidden, and only the card (5) and bank
 * transfer (4 or 10): one button of each, the first the list gives.
 */
export function hireGatewayChoices(list: Gateway[]): Gateway[] {
  const seen = new Set<HireGatewayKind>();
  return visibleGateways(list, { signedIn: true, supported: HIRE_GATEWAYS }).filter((gateway) => {
    if (/ussd/i.test(gateway.gatewayName)) return false;
    const kind = gatewayKind(gateway.paymentWalletEnumId);
    if (seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
}

