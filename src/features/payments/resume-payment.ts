import { useNavigate } from '@tanstack/react-router';
import { pendingPaymentStore, type PendingPayment } from '@/entities/payment/pending-payment';

/**
 * Whether checkout's draft in this tab still is this booking (booking-request.ts `checkoutHolds`),
 * so 'Trip payment' can open again over it. The route passes it in: the payments feature does not
 * read the booking feature's draft.
 */
export type ResumeCheckout = (payment: PendingPayment) => boolean;

/**
 * 'Select payment method' after a payment that was not completed while the seats are still held
 * (CONFIRM_OUTCOME.stillHeld): back to checkout with 'Trip payment' open and the server's sentence
 * when its draft still matches the booking, else to /pay-booking?reference=, which pays any
 * pending booking from its reference.
 */
export function useSelectPaymentMethod(reference: string, message: string, resumeCheckout: ResumeCheckout | undefined) {
  const navigate = useNavigate();
  return () => {
    const pending = pendingPaymentStore.get();
    if (pending?.refCode === reference && resumeCheckout?.(pending)) {
      pendingPaymentStore.set({ ...pending, notice: message });
      void navigate({ to: '/passenger-details' });
      return;
    }
    void navigate({ to: '/pay-booking', search: { reference } });
  };
}
