import { queryOptions } from '@tanstack/react-query';
import { profileResponse, type CustomerProfile } from '@contract/onboarding';
import { legacyApiCall } from '@/api/client';
import { accountKeys } from './query-keys';

/** GET /customer/me: the signed-in customer's profile, read fresh from the server. */
export async function getProfile(): Promise<CustomerProfile> {
  return (await legacyApiCall('onboarding', '/customer/me', profileResponse)).data;
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.me(),
    queryFn: getProfile,
    // The profile is being edited here: always ask the server, keep the last answer for offline.
    staleTime: 0,
  });
