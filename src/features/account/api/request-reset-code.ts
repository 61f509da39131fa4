import { mutationOptions } from '@tanstack/react-query';
import * as onboardingCalls from '@contract/calls/onboarding';
import { apiCall } from '@/api/client';

/**
 * POST /api/customers/ForgotPasswordVerificationCode: a password-reset code to the account's
 * e-mail or phone. The server answers the same for unknown addresses. Answers its message.
 */
export async function requestResetCode(username: string): Promise<string> {
  const envelope = await apiCall(onboardingCalls.requestResetCode, { body: { username: username.trim() } });
  return envelope.shortDescription ?? '';
}

export const requestResetCodeMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'reset-code'], mutationFn: requestResetCode, networkMode: 'always' });
