import { mutationOptions } from '@tanstack/react-query';
import * as onboardingCalls from '@contract/calls/onboarding';
import { apiCall } from '@/api/client';

export type ResetPasswordInput = { username: string; otp: string; newPassword: string; confirmPassword: string };

/** POST /customer/forgetpasswordv2 with the verified code (spec 2 §7.1). Answers the server's message. */
export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  const envelope = await apiCall(onboardingCalls.resetPassword, { body: input });
  return envelope.shortDescription ?? '';
}

export const resetPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'reset-password'], mutationFn: resetPassword, networkMode: 'always' });
