import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileResponse, type CustomerProfile, type ProfileUpdateRequest } from '@contract/onboarding';
import { legacyApiCall } from '@/api/client';
import { applyProfile } from './apply-profile';

/** POST /customer/Update, the settings profile form (spec 2 §7.1 Update profile). */
export async function updateProfile(body: ProfileUpdateRequest): Promise<CustomerProfile> {
  return (await legacyApiCall('onboarding', '/customer/Update', profileResponse, { method: 'POST', body })).data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (profile) => applyProfile(queryClient, profile) });
}
