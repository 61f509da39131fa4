import { createFileRoute } from '@tanstack/react-router';
import { checkoutGatewaysQueryOptions } from '@/features/booking/checkout/api/get-checkout-gateways';
import { CheckoutPage, type PaymentHandoffComponent } from '@/features/booking/checkout/checkout-page';
import { PaymentHandoff } from '@/features/payments/components/payment-handoff';
import { isWalletGateway } from '@/entities/wallet/balance-gate';
import { WalletHandoff } from '@/features/wallet/checkout/wallet-handoff';

/** A wallet gateway goes to the wallet's balance check and PIN; every other to its provider. */
const Handoff: PaymentHandoffComponent = (props) => (isWalletGateway(props.payment.gateway) ? <WalletHandoff {...props} /> : <PaymentHandoff {...props} />);

export const Route = createFileRoute('/passenger-details')({
  loader: ({ context }) => {
    // Warm the payment methods for the last step; a failure shows in the modal, not here.
    void context.queryClient.prefetchQuery(checkoutGatewaysQueryOptions());
  },
  // The route composes the three features: checkout creates the booking, payments or the wallet take it on.
  component: () => <CheckoutPage Handoff={Handoff} />,
});
