import { mutationOptions } from '@tanstack/react-query';
import { otpSentResponse, type UpdateEmailRequest } from '@contract/onboarding';
import { legacyApiCall } from '@/api/client';

/** POST /customer/updateemailv2: sends a code to the new address. Answers the server's message. */
export async function updateEmail(body: UpdateEmailRequest): Promise<string> {
  const envelope = await legacyApiCall('onboarding', '/customer/updateemailv2', otpSentResponse, { method: 'POST', body });
  return envelope.shortDescription ?? '';
}

export const updateEmailMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'update-email'], mutationFn: updateEmail, networkMode: 'always' });
