import { createFileRoute } from '@tanstack/react-router';
import { checkoutHolds } from '@/features/booking/checkout/booking-request';
import { bookingDraftStore } from '@/features/booking/draft/booking-draft';
import { callbackSearch } from '@/features/payments/callback-search';
import { PaymentResultPage } from '@/features/payments/components/payment-result-page';

/** Monnify (30) returns here with ?paymentReference=REF. */
export const Route = createFileRoute('/monnify-pay')({
  validateSearch: callbackSearch('moniepoint'),
  component: () => <PaymentResultPage provider="moniepoint" onConfirmed={bookingDraftStore.clear} resumeCheckout={checkoutHolds} />,
});
