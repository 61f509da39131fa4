import { queryOptions } from '@tanstack/react-query';
import * as billsCalls from '@contract/calls/bills';
import type { BillOutcome } from '@contract/bills';
import { billsCall } from './bills-token';
import { billsKeys } from './query-keys';

/** While the biller or the card provider has not answered: ask again this often… */
export const STATUS_POLL_MS = 3000;
/** …for this long, then stop and offer Check again (no wait without an end). */
export const STATUS_POLL_FOR_MS = 2 * 60 * 1000;

export const isUnsettled = (outcome: Pick<BillOutcome, 'status'> | undefined) => outcome?.status === 'pending' || outcome?.status === 'awaiting-payment';

/** How soon to ask again: every STATUS_POLL_MS while unsettled and still `polling`; never once settled. */
export const statusPollInterval = (outcome: Pick<BillOutcome, 'status'> | undefined, polling: boolean): number | false =>
  isUnsettled(outcome) && polling ? STATUS_POLL_MS : false;

/** GET /PaymentInfo/PaymentStatus?reference=: the purchase's outcome, after the server settled a card payment with the provider. */
export const paymentStatusQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: billsKeys.status(reference),
    queryFn: async ({ signal }) => (await billsCall(billsCalls.paymentStatus, { query: { reference }, signal })).payload,
    staleTime: 0,
  });
