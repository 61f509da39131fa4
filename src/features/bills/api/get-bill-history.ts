import { queryOptions } from '@tanstack/react-query';
import * as billsCalls from '@contract/calls/bills';
import type { BillOutcome } from '@contract/bills';
import { billsCall } from './bills-token';
import { billsKeys } from './query-keys';

/** A pending purchase resolves on the server (a background check): the list asks again this often while one is pending. */
export const HISTORY_POLL_MS = 5000;

export const anyPending = (bills: BillOutcome[] | undefined) => bills?.some((bill) => bill.status === 'pending') ?? false;

/** GET /api/CustomerTransactions/GetTransactionByEmail?email=: the customer's own bills, newest first. */
export const billHistoryQueryOptions = (email: string) =>
  queryOptions({
    queryKey: billsKeys.history(email),
    queryFn: async ({ signal }) => (await billsCall(billsCalls.transactionsByEmail, { query: { email }, signal })).payload.transactions,
    staleTime: 0,
    refetchInterval: (query) => (anyPending(query.state.data) ? HISTORY_POLL_MS : false),
  });
