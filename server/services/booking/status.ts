/** Booking status codes (spec 1 §4, history list). */
export const BOOKING_STATUS = {
  pending: 0,
  confirmed: 1,
  cancelled: 2,
  expired: 5,
  failed: 6,
} as const;

/** A pending booking whose hold has lapsed reads as Expired even before the sweep marks it. */
export function effectiveStatus(booking: { status: number; holdExpiresAt: Date | null }, now: Date): number {
  if (booking.status === BOOKING_STATUS.pending && booking.holdExpiresAt && booking.holdExpiresAt <= now) return BOOKING_STATUS.expired;
  return booking.status;
}
