import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as onboardingCalls from '@contract/calls/onboarding';
import type { CustomerProfile } from '@contract/onboarding';
import { apiCall } from '@/api/client';
import { applyProfile } from './apply-profile';

/** /api/customers/removeCustomerPhoto/{id}: back to the default picture (spec 2 §7.1 Remove photo). */
export async function removePhoto(customerId: number): Promise<CustomerProfile> {
  return (await apiCall(onboardingCalls.removePhoto, { params: { id: customerId } })).data;
}

export function useRemovePhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removePhoto, onSuccess: (profile) => applyProfile(queryClient, profile) });
}
