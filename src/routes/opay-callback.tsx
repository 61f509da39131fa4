import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { referenceSchema } from '@contract/payment';
import { bookingDraftStore } from '@/features/booking/draft/booking-draft';
import { OpayResultPage } from '@/features/payments/components/result-pages';

/** OPay (31) returns here with ?reference=REF. A missing or malformed reference shows the failed view. */
const searchSchema = v.object({ reference: v.fallback(v.optional(referenceSchema), undefined) });

export const Route = createFileRoute('/opay-callback')({
  validateSearch: searchSchema,
  component: function ResultRoute() {
    const { reference } = Route.useSearch();
    return <OpayResultPage reference={reference} onConfirmed={bookingDraftStore.clear} />;
  },
});
