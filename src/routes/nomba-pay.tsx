import { createFileRoute } from '@tanstack/react-router';
import { checkoutHolds } from '@/features/booking/checkout/booking-request';
import { bookingDraftStore } from '@/features/booking/draft/booking-draft';
import { callbackSearch } from '@/features/payments/callback-search';
import { PaymentResultPage } from '@/features/payments/components/payment-result-page';

/** Nomba (28) returns here with ?orderReference=REF. */
export const Route = createFileRoute('/nomba-pay')({
  validateSearch: callbackSearch('nomba'),
  component: () => <PaymentResultPage provider="nomba" onConfirmed={bookingDraftStore.clear} resumeCheckout={checkoutHolds} />,
});
