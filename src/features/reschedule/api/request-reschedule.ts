import { mutationOptions } from '@tanstack/react-query';
import * as rescheduleCalls from '@contract/calls/reschedule';
import type { RescheduleRequest } from '@contract/reschedule';
import { ApiError } from '@/api/api-error';
import { apiCall } from '@/api/client';
import { rescheduleKeys } from './query-keys';

/**
 * POST /Reschedule/request: moves the trip at once (free, or from the wallet), or holds the new
 * seats and answers where to pay the fee. The buses on offer change once it is made (or refused
 * for a seat taken): their seats are asked again.
 */
export const requestRescheduleMutationOptions = () =>
  mutationOptions({
    mutationKey: ['reschedule', 'request'],
    mutationFn: async (body: RescheduleRequest) => (await apiCall(rescheduleCalls.request, { body })).data,
  });

/** A seat went to someone else meanwhile (the seat index's 409). */
export const isSeatTaken = (error: unknown) => error instanceof ApiError && error.status === 409 && /already taken/.test(error.message);

export const tripsInvalidation = { queryKey: [...rescheduleKeys.all, 'trips'] };
