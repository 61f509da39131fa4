import type { ReleaseBookingRequest } from '@contract/booking';
import * as bookingCalls from '@contract/calls/booking';
import { apiCall } from '@/api/client';

/**
 * POST /Booking/release: the traveller left checkout before paying, so the booking is cancelled
 * and its seats are free at once. The server refuses (409) a booking that is paid or being paid.
 */
export async function releaseBooking(body: ReleaseBookingRequest) {
  const envelope = await apiCall(bookingCalls.releaseBooking, { body });
  return envelope.data;
}
