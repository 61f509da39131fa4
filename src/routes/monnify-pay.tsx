import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { referenceSchema } from '@contract/payment';
import { bookingDraftStore } from '@/features/booking/draft/booking-draft';
import { MonnifyResultPage } from '@/features/payments/components/result-pages';

/** Monnify (30) returns here with ?paymentReference=REF. A missing or malformed reference shows the failed view. */
const searchSchema = v.object({ paymentReference: v.fallback(v.optional(referenceSchema), undefined) });

export const Route = createFileRoute('/monnify-pay')({
  validateSearch: searchSchema,
  component: function ResultRoute() {
    const { paymentReference } = Route.useSearch();
    return <MonnifyResultPage reference={paymentReference} onConfirmed={bookingDraftStore.clear} />;
  },
});
