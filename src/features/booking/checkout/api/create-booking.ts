import { mutationOptions } from '@tanstack/react-query';
import { createBookingResponse, type CreateBookingRequest } from '@contract/booking';
import { legacyApiCall } from '@/api/client';

/** POST /booking (spec 2 §7.3): the server re-checks everything, prices it and holds the seats. */
export async function createBooking(body: CreateBookingRequest) {
  const envelope = await legacyApiCall('booking', '/booking', createBookingResponse, { method: 'POST', body });
  return envelope.data;
}

export const createBookingMutationOptions = () =>
  mutationOptions({
    mutationKey: ['booking', 'create'],
    mutationFn: createBooking,
    // Fail at once when offline and say so: a booking must never be queued and sent later.
    networkMode: 'always',
  });
