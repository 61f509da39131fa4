import { createFileRoute } from '@tanstack/react-router';
import { checkoutHolds } from '@/features/booking/checkout/booking-request';
import { bookingDraftStore } from '@/features/booking/draft/booking-draft';
import { callbackSearch } from '@/features/payments/callback-search';
import { PaymentResultPage } from '@/features/payments/components/payment-result-page';

/** OPay (31) returns here with ?reference=REF: its failure reads 'Your booking failed.'. */
export const Route = createFileRoute('/opay-callback')({
  validateSearch: callbackSearch('opay'),
  component: () => <PaymentResultPage provider="opay" onConfirmed={bookingDraftStore.clear} resumeCheckout={checkoutHolds} />,
});
