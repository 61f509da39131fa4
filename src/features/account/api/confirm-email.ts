import { mutationOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { envelopeSchema } from '@contract/envelope';
import { legacyApiCall } from '@/api/client';

const confirmResponse = envelopeSchema(v.nullable(v.unknown()));

export type ConfirmEmailInput = { email: string; code: string };

/** POST /customer/verifyotp with isAccountConfirmation: the code sent to the new e-mail address. */
export async function confirmEmail({ email, code }: ConfirmEmailInput): Promise<string> {
  const envelope = await legacyApiCall('onboarding', '/customer/verifyotp', confirmResponse, {
    method: 'POST',
    body: { activationCode: code.trim(), username: email.trim(), isAccountConfirmation: true },
  });
  return envelope.shortDescription ?? '';
}

export const confirmEmailMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'confirm-email'], mutationFn: confirmEmail, networkMode: 'always' });
