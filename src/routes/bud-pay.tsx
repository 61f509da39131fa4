import { createFileRoute } from '@tanstack/react-router';
import { checkoutHolds } from '@/features/booking/checkout/booking-request';
import { bookingDraftStore } from '@/features/booking/draft/booking-draft';
import { callbackSearch } from '@/features/payments/callback-search';
import { PaymentResultPage } from '@/features/payments/components/payment-result-page';

/** BudPay (25) returns here with ?reference=REF. */
export const Route = createFileRoute('/bud-pay')({
  validateSearch: callbackSearch('budpay'),
  component: () => <PaymentResultPage provider="budpay" onConfirmed={bookingDraftStore.clear} resumeCheckout={checkoutHolds} />,
});
