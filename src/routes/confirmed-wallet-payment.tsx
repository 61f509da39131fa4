import { createFileRoute } from '@tanstack/react-router';
import { bookingDraftStore } from '@/features/booking/draft/booking-draft';
import { WalletPaymentPage } from '@/features/payments/components/wallet-payment-page';

/** Checkout's wallet PIN leads here; the page pays once when opened (spec 1 §2). */
export const Route = createFileRoute('/confirmed-wallet-payment')({
  component: () => <WalletPaymentPage onConfirmed={bookingDraftStore.clear} />,
});
