import { mutationOptions } from '@tanstack/react-query';
import type { BodyInput } from '@contract/call';
import * as onboardingCalls from '@contract/calls/onboarding';
import { apiCall } from '@/api/client';

export type VerifyCodeInput = BodyInput<typeof onboardingCalls.verifyCode>;

/** POST /Otp/verify: checks a code sent to a phone or e-mail (sign-up, password reset). Answers the server's message. */
export async function verifyCode(input: VerifyCodeInput): Promise<string> {
  const envelope = await apiCall(onboardingCalls.verifyCode, { body: { ...input, otpCode: input.otpCode.trim() } });
  return envelope.shortDescription ?? '';
}

export const verifyCodeMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'verify-code'], mutationFn: verifyCode, networkMode: 'always' });
