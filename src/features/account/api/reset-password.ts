import { mutationOptions } from '@tanstack/react-query';
import type { BodyInput } from '@contract/call';
import * as onboardingCalls from '@contract/calls/onboarding';
import { apiCall } from '@/api/client';

export type ResetPasswordInput = BodyInput<typeof onboardingCalls.resetPassword>;

/** POST /customer/forgetpasswordv2 with the verified code (spec 2 §7.1). Answers the server's message. */
export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  const envelope = await apiCall(onboardingCalls.resetPassword, { body: input });
  return envelope.shortDescription ?? '';
}

export const resetPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'reset-password'], mutationFn: resetPassword, networkMode: 'always' });
