import { createFileRoute } from '@tanstack/react-router';
import { checkoutGatewaysQueryOptions } from '@/features/booking/checkout/api/get-checkout-gateways';
import { isWalletGateway } from '@/entities/wallet/balance-gate';
import { PaymentHandoff } from '@/features/payments/components/payment-handoff';
import { PayBookingPage, type BookingHandoff, type GatewayListQuery } from '@/features/payments/components/pay-booking-page';
import { parseWovenSearch } from '@/features/payments/woven-search';
import { WalletHandoff } from '@/features/wallet/checkout/wallet-handoff';

/** A wallet gateway goes to the wallet's balance check and PIN; every other to its provider (as on /passenger-details). */
const Handoff: BookingHandoff = (props) => (isWalletGateway(props.payment.gateway) ? <WalletHandoff {...props} /> : <PaymentHandoff {...props} />);

/** /pay-booking?reference=FRE-…: pay a pending booking whose seats are still held. The route composes payments, checkout's gateway list and the wallet. */
export const Route = createFileRoute('/pay-booking')({
  validateSearch: parseWovenSearch,
  component: function PayBookingRoute() {
    return <PayBookingPage reference={Route.useSearch().reference} Handoff={Handoff} gateways={checkoutGatewaysQueryOptions as GatewayListQuery} />;
  },
});
