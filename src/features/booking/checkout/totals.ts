import { priceBooking } from '@contract/booking';
import type { PendingPayment } from '@/entities/payment/pending-payment';
import type { BookingDraft } from '../draft/booking-draft';

/** What the Trip Summary shows. Kobo throughout. */
export type TripEstimate = {
  adults: number;
  outboundFare: number;
  returnFare: number;
  subtotal: number;
  discount: number;
  total: number;
};

/**
 * The price the Trip Summary shows before the server answers: fare × adults, plus the return
 * fare × adults on a round trip (spec 2 §9), less the signed-in discount (spec 1 §1; the spec's
 * 'Discount (always 0)' describes guests). The same rule the server prices with
 * (contract/booking.ts priceBooking), but only for display: the amount charged is the one
 * POST /booking answers.
 */
export function estimateTotal(draft: Pick<BookingDraft, 'outbound' | 'return'>, signedIn: boolean): TripEstimate {
  const adults = draft.outbound?.seats.length ?? 0;
  const outboundFare = draft.outbound?.trip.farePrice ?? 0;
  const returnFare = draft.return?.trip.farePrice ?? 0;
  const price = priceBooking(outboundFare, draft.return ? returnFare : undefined, adults, signedIn);
  return { adults, outboundFare, returnFare, ...price };
}

/** Once the booking exists, the server's figures replace the estimate's. */
export function serverFigures(estimate: TripEstimate, booked: Pick<PendingPayment, 'amount' | 'discount'> | undefined): TripEstimate {
  if (!booked) return estimate;
  return { ...estimate, subtotal: booked.amount + booked.discount, discount: booked.discount, total: booked.amount };
}
