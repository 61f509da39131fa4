import { queryOptions } from '@tanstack/react-query';
import * as onboardingCalls from '@contract/calls/onboarding';
import type { CustomerProfile } from '@contract/onboarding';
import { apiCall } from '@/api/client';
import { accountKeys } from './query-keys';

/** GET /customer/me: the signed-in customer's profile, read fresh from the server. */
export async function getProfile(): Promise<CustomerProfile> {
  return (await apiCall(onboardingCalls.me)).data;
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.me(),
    queryFn: getProfile,
    // The profile is being edited here: always ask the server, keep the last answer for offline.
    staleTime: 0,
  });
