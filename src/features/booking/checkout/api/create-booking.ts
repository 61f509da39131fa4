import { mutationOptions } from '@tanstack/react-query';
import type { CreateBookingRequest } from '@contract/booking';
import * as bookingCalls from '@contract/calls/booking';
import { apiCall } from '@/api/client';

/** POST /booking (spec 2 §7.3): the server re-checks everything, prices it and holds the seats. */
export async function createBooking(body: CreateBookingRequest) {
  const envelope = await apiCall(bookingCalls.createBooking, { body });
  return envelope.data;
}

export const createBookingMutationOptions = () =>
  mutationOptions({
    mutationKey: ['booking', 'create'],
    mutationFn: createBooking,
    // Fail at once when offline and say so: a booking must never be queued and sent later.
    networkMode: 'always',
  });
