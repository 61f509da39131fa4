import { queryOptions } from '@tanstack/react-query';
import type { ConfirmedTicket } from '@contract/tickets';
import * as paymentCalls from '@contract/calls/payment';
import { apiCall } from '@/api/client';
import { PAYMENT_PROVIDERS } from '../providers';
import { paymentKeys } from './query-keys';

/**
 * POST /api/v1/Woven/virtualAccount: the booking's one-use account (the server opens it at the
 * provider, or answers the one it opened). Read again on every visit, so a closed account shows as
 * closed; kept in the persisted cache, so with no connection the page shows it as last read.
 */
export const wovenAccountQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: paymentKeys.wovenAccount(reference),
    queryFn: async ({ signal }) => (await apiCall(paymentCalls.wovenAccount, { body: { customer_reference: reference }, signal })).data,
    retry: false,
    refetchOnWindowFocus: false,
  });

/**
 * GET /api/v1/Woven/processWovenPayment/{ref}: the ticket once the transfer arrived, else why not
 * (CONFIRM_OUTCOME). Polled by the one transfer rule (entities/payment/transfer-wait.ts) while the
 * answer is 'not received yet' (or none); a ticket, a refund or the expiry ends the asking.
 */
export const wovenStatusQueryOptions = (reference: string) =>
  queryOptions<ConfirmedTicket>({
    queryKey: paymentKeys.confirmation('woven', reference),
    queryFn: ({ signal }) => PAYMENT_PROVIDERS.woven.confirm(reference, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
