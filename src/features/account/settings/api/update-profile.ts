import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as onboardingCalls from '@contract/calls/onboarding';
import type { CustomerProfile, ProfileUpdateRequest } from '@contract/onboarding';
import { apiCall } from '@/api/client';
import { applyProfile } from './apply-profile';

/** POST /customer/Update, the settings profile form (spec 2 §7.1 Update profile). */
export async function updateProfile(body: ProfileUpdateRequest): Promise<CustomerProfile> {
  return (await apiCall(onboardingCalls.updateProfile, { body })).data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (profile) => applyProfile(queryClient, profile) });
}
