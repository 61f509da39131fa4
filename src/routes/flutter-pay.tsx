import { createFileRoute } from '@tanstack/react-router';
import { checkoutHolds } from '@/features/booking/checkout/booking-request';
import { bookingDraftStore } from '@/features/booking/draft/booking-draft';
import { callbackSearch } from '@/features/payments/callback-search';
import { PaymentResultPage } from '@/features/payments/components/payment-result-page';

/** Flutterwave (8) returns here with ?tx_ref=REF. */
export const Route = createFileRoute('/flutter-pay')({
  validateSearch: callbackSearch('flutterwave'),
  component: () => <PaymentResultPage provider="flutterwave" onConfirmed={bookingDraftStore.clear} resumeCheckout={checkoutHolds} />,
});
