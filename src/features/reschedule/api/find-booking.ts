import { mutationOptions } from '@tanstack/react-query';
import * as rescheduleCalls from '@contract/calls/reschedule';
import type { RescheduleLookupRequest } from '@contract/reschedule';
import { apiCall } from '@/api/client';

/**
 * POST /Reschedule/booking: the booking's trips and what moving each costs now. A mutation, not a
 * cached read: it is the traveller's "Find booking", and what it says (the fee, the seats) is
 * only true now.
 */
export const findBookingMutationOptions = () =>
  mutationOptions({
    mutationKey: ['reschedule', 'booking'],
    mutationFn: async (body: RescheduleLookupRequest) => (await apiCall(rescheduleCalls.lookup, { body })).data,
  });
