import { mutationOptions, queryOptions } from '@tanstack/react-query';
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

/** 'Check Booking Status' on the bank-transfer page: the ticket once the transfer arrived, else 'We have not received your transfer yet.'. */
export const validateTransferMutationOptions = () =>
  mutationOptions({ mutationKey: ['transfer', 'validate'], mutationFn: (reference: string) => PAYMENT_PROVIDERS.azapay.confirm(reference), networkMode: 'always' });
