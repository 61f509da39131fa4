import { queryOptions } from '@tanstack/react-query';
import * as billsCalls from '@contract/calls/bills';
import { billsCall } from './bills-token';
import { billsKeys } from './query-keys';

/** GET /lookup?phone=: the network of a Nigerian number by its prefix (data.network). A prefix's network does not change: never stale. */
export const networkQueryOptions = (phone: string) =>
  queryOptions({
    queryKey: billsKeys.network(phone),
    queryFn: async ({ signal }) => (await billsCall(billsCalls.lookup, { query: { phone }, signal })).data.network,
    staleTime: Infinity,
  });
