import { BILL_GATEWAYS, WALLET_GATEWAY } from '@contract/bills';
import { visibleGateways, type Gateway } from '@contract/payment';

/**
 * The bills' 'Select payment method' (spec 2 §9): only 5 (card by redirect) and 23 (wallet with
 * PIN) of the checkout's list, each once, switched-on ones only; the wallet only for a customer who
 * has one.
 */
export function billGatewayChoices(list: Gateway[], hasWallet: boolean): Gateway[] {
  const seen = new Set<number>();
  return visibleGateways(list, { signedIn: true, supported: BILL_GATEWAYS }).filter((gateway) => {
    if (seen.has(gateway.paymentWalletEnumId) || (!hasWallet && gateway.paymentWalletEnumId === WALLET_GATEWAY)) return false;
    seen.add(gateway.paymentWalletEnumId);
    return true;
  });
}
