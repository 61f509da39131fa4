import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { referenceSchema } from '@contract/payment';
import { bookingDraftStore } from '@/features/booking/draft/booking-draft';
import { BudpayResultPage } from '@/features/payments/components/result-pages';

/** BudPay (25) returns here with ?reference=REF. A missing or malformed reference shows the failed view. */
const searchSchema = v.object({ reference: v.fallback(v.optional(referenceSchema), undefined) });

export const Route = createFileRoute('/bud-pay')({
  validateSearch: searchSchema,
  component: function ResultRoute() {
    const { reference } = Route.useSearch();
    return <BudpayResultPage reference={reference} onConfirmed={bookingDraftStore.clear} />;
  },
});
