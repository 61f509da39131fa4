import { useMutation } from '@tanstack/react-query';
import * as onboardingCalls from '@contract/calls/onboarding';
import type { ChangePasswordRequest } from '@contract/onboarding';
import { apiCall } from '@/api/client';

/** POST /customer/ChangePassword { oldPassword, password, confirmPassword } (spec 2 §7.1). Other devices are signed out; this one stays. */
export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await apiCall(onboardingCalls.changePassword, { body });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
