import { createFileRoute } from '@tanstack/react-router';
import { checkoutHolds } from '@/features/booking/checkout/booking-request';
import { bookingDraftStore } from '@/features/booking/draft/booking-draft';
import { callbackSearch } from '@/features/payments/callback-search';
import { PaymentResultPage } from '@/features/payments/components/payment-result-page';

/** Buy now, pay later (29) returns here with ?reference=REF: success also offers 'Check Booking Details'. */
export const Route = createFileRoute('/bnpl-call-back')({
  validateSearch: callbackSearch('creditdirect'),
  component: () => <PaymentResultPage provider="creditdirect" onConfirmed={bookingDraftStore.clear} resumeCheckout={checkoutHolds} />,
});
