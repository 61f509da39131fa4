import { mutationOptions } from '@tanstack/react-query';
import * as hireCalls from '@contract/calls/hire';
import type { HireRequest } from '@contract/hire';
import { ApiError } from '@/api/api-error';
import { apiCall } from '@/api/client';
import { hireKeys } from './query-keys';

/**
 * POST /HireBooking/requestBooking: holds the vehicles for an hour and answers where to pay (the
 * card checkout's URL, or the bank account). The vehicles on offer have changed once it is made,
 * or refused for want of them: the searches are asked again.
 */
export const requestHireMutationOptions = () =>
  mutationOptions({
    mutationKey: ['hire', 'request'],
    mutationFn: async (body: HireRequest) => (await apiCall(hireCalls.requestBooking, { body })).data,
  });

/** The vehicles went to someone else meanwhile (spec 2 §9: a vehicle is never hired twice for a day). */
export const isVehiclesGone = (error: unknown) => error instanceof ApiError && error.status === 409;

export const searchesInvalidation = { queryKey: hireKeys.searches };
