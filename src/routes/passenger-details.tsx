import { createFileRoute } from '@tanstack/react-router';
import { checkoutGatewaysQueryOptions } from '@/features/booking/checkout/api/get-checkout-gateways';
import { CheckoutPage } from '@/features/booking/checkout/checkout-page';
import { PaymentHandoff } from '@/features/payments/components/payment-handoff';

export const Route = createFileRoute('/passenger-details')({
  loader: ({ context }) => {
    // Warm the payment methods for the last step; a failure shows in the modal, not here.
    void context.queryClient.prefetchQuery(checkoutGatewaysQueryOptions());
  },
  // The route composes the two features: checkout creates the booking, payments takes it on.
  component: () => <CheckoutPage Handoff={PaymentHandoff} />,
});
