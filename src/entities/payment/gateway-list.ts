import { queryOptions } from '@tanstack/react-query';
import { COUNTRY_CODE } from '@contract/limits';
import * as paymentCalls from '@contract/calls/payment';
import { apiCall } from '@/api/client';

/** Gateway list 1 is the seat checkout's (spec 2 §7.5), which the bills screens read too; list 2 belongs to hire. */
export const CHECKOUT_GATEWAY_LIST = 1;

/** Keys of the gateway lists; every key starts with the resource it caches. */
export const gatewayKeys = {
  list: (listId: number, countryCode: string) => ['payment-gateways', listId, countryCode] as const,
};

/**
 * GET /api/v1/PaymentGateway/Gateways/{id}?countryCode=NG, unfiltered: each screen selects what it
 * offers (spec 2 §9). Switched on or off upstream rarely, so ten minutes fresh.
 */
export const gatewayListQueryOptions = (listId: number) =>
  queryOptions({
    queryKey: gatewayKeys.list(listId, COUNTRY_CODE),
    queryFn: async ({ signal }) => {
      const envelope = await apiCall(paymentCalls.gateways, { params: { id: listId }, query: { countryCode: COUNTRY_CODE }, signal });
      return envelope.data;
    },
    staleTime: 10 * 60 * 1000,
  });
