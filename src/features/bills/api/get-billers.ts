import { queryOptions } from '@tanstack/react-query';
import * as billsCalls from '@contract/calls/bills';
import type { BILLER_CATEGORY } from '@contract/bills';
import { billsCall } from './bills-token';
import { billsKeys } from './query-keys';

export type BillerCategory = (typeof BILLER_CATEGORY)[keyof typeof BILLER_CATEGORY];

/** The catalogue changes rarely: an hour fresh, and kept to show offline. */
export const CATALOGUE_STALE_MS = 60 * 60 * 1000;

/** GET /api/quickteller/GetBillersByCategory?CategoryId=1 (the discos) or 2 (TV providers): payload.billers. */
export const billersQueryOptions = (category: BillerCategory) =>
  queryOptions({
    queryKey: billsKeys.billers(category),
    queryFn: async ({ signal }) => (await billsCall(billsCalls.billersByCategory, { query: { CategoryId: String(category) }, signal })).payload.billers,
    staleTime: CATALOGUE_STALE_MS,
  });
