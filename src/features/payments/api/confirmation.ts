import { queryOptions } from '@tanstack/react-query';
import type { Ticket } from '@contract/booking';
import { paymentKeys } from './query-keys';

export type ConfirmFetcher = (reference: string, signal: AbortSignal) => Promise<Ticket>;

/**
 * A result page's confirm call as a query keyed by provider and reference. No automatic retries:
 * a cancel or failure is an answer, not a glitch; the pending view offers 'Check again'.
 */
export const confirmationQueryOptions = (provider: string, reference: string, confirm: ConfirmFetcher) =>
  queryOptions({
    queryKey: paymentKeys.confirmation(provider, reference),
    queryFn: ({ signal }) => confirm(reference, signal),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export type ConfirmationQueryOptions = ReturnType<typeof confirmationQueryOptions>;
