import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileResponse, type CustomerProfile } from '@contract/onboarding';
import { legacyApiCall } from '@/api/client';
import { applyProfile } from './apply-profile';

/** /api/customers/removeCustomerPhoto/{id}: back to the default picture (spec 2 §7.1 Remove photo). */
export async function removePhoto(customerId: number): Promise<CustomerProfile> {
  return (await legacyApiCall('onboarding', `/api/customers/removeCustomerPhoto/${customerId}`, profileResponse, { method: 'POST' })).data;
}

export function useRemovePhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removePhoto, onSuccess: (profile) => applyProfile(queryClient, profile) });
}
