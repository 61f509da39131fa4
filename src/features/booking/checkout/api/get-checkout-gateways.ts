import { queryOptions } from '@tanstack/react-query';
import { COUNTRY_CODE } from '@contract/limits';
import * as paymentCalls from '@contract/calls/payment';
import { GATEWAY, visibleGateways, WEB_GATEWAYS, type Gateway } from '@contract/payment';
import { apiCall } from '@/api/client';
import { checkoutKeys } from './query-keys';

/** Gateway list 1 is the seat checkout's (spec 2 §7.5); list 2 belongs to hire. */
const CHECKOUT_LIST = 1;

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
  queryOptions({
    queryKey: checkoutKeys.gateways(CHECKOUT_LIST, COUNTRY_CODE),
    queryFn: async ({ signal }) => {
      const envelope = await apiCall(paymentCalls.gateways, { params: { id: CHECKOUT_LIST }, query: { countryCode: COUNTRY_CODE }, signal });
      return envelope.data;
    },
    select: signedIn ? forCustomer : forGuest,
    staleTime: 10 * 60 * 1000,
  });
