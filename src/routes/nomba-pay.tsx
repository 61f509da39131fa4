import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { referenceSchema } from '@contract/payment';
import { bookingDraftStore } from '@/features/booking/draft/booking-draft';
import { NombaResultPage } from '@/features/payments/components/result-pages';

/** Nomba (28) returns here with ?orderReference=REF. A missing or malformed reference shows the failed view. */
const searchSchema = v.object({ orderReference: v.fallback(v.optional(referenceSchema), undefined) });

export const Route = createFileRoute('/nomba-pay')({
  validateSearch: searchSchema,
  component: function ResultRoute() {
    const { orderReference } = Route.useSearch();
    return <NombaResultPage reference={orderReference} onConfirmed={bookingDraftStore.clear} />;
  },
});
