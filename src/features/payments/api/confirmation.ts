import { queryOptions } from '@tanstack/react-query';
import { PAYMENT_PROVIDERS, type ProviderName } from '../providers';
import { paymentKeys } from './query-keys';

/**
 * A result page's confirm call as a query keyed by provider and reference. No automatic retries:
 * a cancel or failure is an answer, not a glitch; the pending view offers 'Check again'.
 */
export const confirmationQueryOptions = (provider: ProviderName, reference: string) =>
  queryOptions({
    queryKey: paymentKeys.confirmation(provider, reference),
    queryFn: ({ signal }) => PAYMENT_PROVIDERS[provider].confirm(reference, signal),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/**
 * /aza-pay's status: has the transfer arrived? The ticket, else why not (CONFIRM_OUTCOME: '0' not
 * yet, a refund, the seats still held, the expiry). Polled by the one transfer rule
 * (entities/payment/transfer-wait.ts); Check Booking Status asks at once.
 */
export const transferStatusQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: paymentKeys.confirmation('azapay', reference),
    queryFn: ({ signal }) => PAYMENT_PROVIDERS.azapay.confirm(reference, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
