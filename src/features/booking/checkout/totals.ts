import type { BookingDraft } from '../draft/booking-draft';

/** What the Trip Summary shows before the server prices the booking. Kobo throughout. */
export type TripEstimate = {
  adults: number;
  outboundFare: number;
  returnFare: number;
  subtotal: number;
  discount: number;
  total: number;
};

/**
 * The client's estimate: fare × adults, plus the return fare × adults on a round trip (spec 2 §9).
 * Only for display: the amount charged is the one POST /booking answers.
 */
export function estimateTotal(draft: Pick<BookingDraft, 'outbound' | 'return'>): TripEstimate {
  const adults = draft.outbound?.seats.length ?? 0;
  const outboundFare = draft.outbound?.trip.farePrice ?? 0;
  const returnFare = draft.return?.trip.farePrice ?? 0;
  const subtotal = outboundFare * adults + (draft.return ? returnFare * adults : 0);
  // Spec 1 §2: the discount is always 0 on this screen.
  const discount = 0;
  return { adults, outboundFare, returnFare, subtotal, discount, total: subtotal - discount };
}
