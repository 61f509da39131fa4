import { useMutation } from '@tanstack/react-query';
import type * as v from 'valibot';
import { formReceiptResponse, IDEMPOTENCY_HEADER, SUGGEST_ROUTE_PATH, type FormReceipt, type routeSuggestionRequest } from '@contract/forms';
import { apiCall } from '@/api/client';

export type RouteSuggestionSubmission = { body: v.InferOutput<typeof routeSuggestionRequest>; key: string };

/**
 * POST /route/addnewsuggestedroute (spec 2 §7.2), with the customer's bearer token when signed in.
 * Offline, the service worker answers for the server with `queued: true`.
 */
export async function suggestRoute({ body, key }: RouteSuggestionSubmission): Promise<FormReceipt> {
  const envelope = await apiCall('settings', SUGGEST_ROUTE_PATH, formReceiptResponse, { method: 'POST', body, headers: { [IDEMPOTENCY_HEADER]: key } });
  return envelope.data;
}

export const useSuggestRoute = () =>
  useMutation({ mutationKey: ['forms', 'suggest-route'], mutationFn: suggestRoute, networkMode: 'always', retry: false });
