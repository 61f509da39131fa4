import { createFileRoute } from '@tanstack/react-router';
import { checkoutHolds } from '@/features/booking/checkout/booking-request';
import { bookingDraftStore } from '@/features/booking/draft/booking-draft';
import { AzaPayPage } from '@/features/payments/components/aza-pay-page';

export const Route = createFileRoute('/aza-pay')({
  component: () => <AzaPayPage onConfirmed={bookingDraftStore.clear} resumeCheckout={checkoutHolds} />,
});
