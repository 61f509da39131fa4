import { mutationOptions } from '@tanstack/react-query';
import * as onboardingCalls from '@contract/calls/onboarding';
import { apiCall } from '@/api/client';

export type ConfirmEmailInput = { email: string; code: string };

/** POST /customer/verifyotp with isAccountConfirmation: the code sent to the new e-mail address. */
export async function confirmEmail({ email, code }: ConfirmEmailInput): Promise<string> {
  const envelope = await apiCall(onboardingCalls.verifyCustomerCode, {
    body: { activationCode: code.trim(), username: email.trim(), isAccountConfirmation: true },
  });
  return envelope.shortDescription ?? '';
}

export const confirmEmailMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'confirm-email'], mutationFn: confirmEmail, networkMode: 'always' });
