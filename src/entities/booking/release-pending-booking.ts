import type { ReleaseBookingResult } from '@contract/booking';
import * as bookingCalls from '@contract/calls/booking';
import { ApiError } from '@/api/api-error';
import { apiCall } from '@/api/client';

/**
 * POST /Booking/release: lets a pending booking go, so its seats are free at once. `contact` is the
 * booking's phone or e-mail; a signed-in customer may leave it out for a booking of theirs.
 */
export async function releasePendingBooking(reference: string, contact: string | undefined): Promise<{ result: ReleaseBookingResult; message: string }> {
  const envelope = await apiCall(bookingCalls.releaseBooking, { body: { ref: reference, ...(contact ? { contact } : {}) } });
  return { result: envelope.data, message: envelope.shortDescription ?? '' };
}

/** The server could not tie the caller to the booking (no contact given, or not its contact): ask the traveller for it. */
export const needsContact = (error: unknown) => error instanceof ApiError && (error.status === 400 || error.status === 404);
