import { mutationOptions } from '@tanstack/react-query';
import * as onboardingCalls from '@contract/calls/onboarding';
import type { UpdateEmailRequest } from '@contract/onboarding';
import { apiCall } from '@/api/client';

/** POST /customer/updateemailv2: sends a code to the new address. Answers the server's message. */
export async function updateEmail(body: UpdateEmailRequest): Promise<string> {
  const envelope = await apiCall(onboardingCalls.updateEmail, { body });
  return envelope.shortDescription ?? '';
}

export const updateEmailMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'update-email'], mutationFn: updateEmail, networkMode: 'always' });
