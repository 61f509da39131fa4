import { queryOptions } from '@tanstack/react-query';
import * as billsCalls from '@contract/calls/bills';
import { billsCall } from './bills-token';
import { CATALOGUE_STALE_MS } from './get-billers';
import { billsKeys } from './query-keys';

/**
 * GET /api/quickteller/GetBillerPaymentItems?billerId=: a data network's bundles, a TV provider's
 * packages, a disco's Prepaid and Postpaid (payload.paymentitems, amounts in kobo).
 */
export const paymentItemsQueryOptions = (billerId: number) =>
  queryOptions({
    queryKey: billsKeys.items(billerId),
    queryFn: async ({ signal }) => (await billsCall(billsCalls.paymentItems, { query: { billerId: String(billerId) }, signal })).payload.paymentitems,
    staleTime: CATALOGUE_STALE_MS,
  });
