import { useEffect } from 'react';
import { lookUpBooking } from '@/entities/booking/booking-lookup';
import { bookingsMadeHere, rememberBookingMadeHere } from '@/entities/booking/bookings-made-here';
import type { PendingPayment } from '@/entities/payment/pending-payment';

/**
 * Once checkout has made a booking (pendingPaymentStore), this device remembers it with its contact
 * and keeps it in the ticket vault, so My tickets shows it awaiting payment and the unpaid-limit
 * notice can name and release it, after this tab is gone too.
 */
export function useRememberBookingMadeHere(pending: PendingPayment | null): void {
  const reference = pending?.refCode;
  useEffect(() => {
    if (!pending || bookingsMadeHere().some((b) => b.reference === pending.refCode)) return;
    rememberBookingMadeHere({ reference: pending.refCode, email: pending.email, phone: pending.phonenumber, holdExpiresAt: pending.holdExpiresAt });
    // A redirect to a provider may cut this short: My tickets looks it up again.
    void lookUpBooking(pending.refCode, undefined, pending.phonenumber).catch(() => undefined);
    // Once per booking, whatever else of the stored payment changes (its gateway, a provider's notice).
    // oxlint-disable-next-line react/exhaustive-deps
  }, [reference]);
}
