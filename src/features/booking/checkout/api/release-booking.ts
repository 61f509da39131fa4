import { releaseBookingResponse, type ReleaseBookingRequest } from '@contract/booking';
import { legacyApiCall } from '@/api/client';

/**
 * POST /Booking/release: the traveller left checkout before paying, so the booking is cancelled
 * and its seats are free at once. The server refuses (409) a booking that is paid or being paid.
 */
export async function releaseBooking(body: ReleaseBookingRequest) {
  const envelope = await legacyApiCall('booking', '/Booking/release', releaseBookingResponse, { method: 'POST', body });
  return envelope.data;
}
