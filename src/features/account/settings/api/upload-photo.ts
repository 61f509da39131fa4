import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as onboardingCalls from '@contract/calls/onboarding';
import type { CustomerProfile } from '@contract/onboarding';
import { apiCall } from '@/api/client';
import { applyProfile } from './apply-profile';

/** POST /customer/updatephoto, multipart with the file as CustomerPhoto (spec 2 §7.1 Update photo). */
export async function uploadPhoto(file: File): Promise<CustomerProfile> {
  const form = new FormData();
  form.append('CustomerPhoto', file);
  return (await apiCall(onboardingCalls.uploadPhoto, { body: form })).data;
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadPhoto, onSuccess: (profile) => applyProfile(queryClient, profile) });
}
