import { queryOptions } from '@tanstack/react-query';
import { GATEWAY, visibleGateways, WEB_GATEWAYS, type Gateway } from '@contract/payment';
import { CHECKOUT_GATEWAY_LIST, gatewayListQueryOptions } from '@/entities/payment/gateway-list';

/**
 * A signed-in customer may also pay from the wallet (spec 2 §9, both readings: the cashback wallet
 * 1, the main wallet 2 or 23 with the PIN); the route's hand-off completes those (features/wallet).
 */
const CUSTOMER_GATEWAYS: readonly number[] = [...WEB_GATEWAYS, GATEWAY.cashbackWallet, GATEWAY.wallet, GATEWAY.walletWithPin];

// One function each, so a re-render does not re-run the filter.
const forGuest = (list: Gateway[]) => visibleGateways(list, { signedIn: false });
const forCustomer = (list: Gateway[]) => oneMainWallet(visibleGateways(list, { signedIn: true, supported: CUSTOMER_GATEWAYS }));

/** 2 and 23 both pay from the main wallet (and both read 'Wallet'): one button for it, 23 (with the PIN) when listed. */
function oneMainWallet(list: Gateway[]): Gateway[] {
  const withPin = list.some((g) => g.paymentWalletEnumId === GATEWAY.walletWithPin);
  return withPin ? list.filter((g) => g.paymentWalletEnumId !== GATEWAY.wallet) : list;
}

/**
 * The 'Select payment method' list: GET /api/v1/PaymentGateway/Gateways/1?countryCode=NG, filtered
 * for a guest or a signed-in customer (spec 2 §9). Switched on or off upstream rarely, so ten minutes fresh.
 */
export const checkoutGatewaysQueryOptions = (signedIn = false) =>
  queryOptions({ ...gatewayListQueryOptions(CHECKOUT_GATEWAY_LIST), select: signedIn ? forCustomer : forGuest });
