import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { referenceSchema } from '@contract/payment';
import { bookingDraftStore } from '@/features/booking/draft/booking-draft';
import { FlutterwaveResultPage } from '@/features/payments/components/result-pages';

/** Flutterwave (8) returns here with ?tx_ref=REF. A missing or malformed reference shows the failed view. */
const searchSchema = v.object({ tx_ref: v.fallback(v.optional(referenceSchema), undefined) });

export const Route = createFileRoute('/flutter-pay')({
  validateSearch: searchSchema,
  component: function ResultRoute() {
    const { tx_ref } = Route.useSearch();
    return <FlutterwaveResultPage reference={tx_ref} onConfirmed={bookingDraftStore.clear} />;
  },
});
