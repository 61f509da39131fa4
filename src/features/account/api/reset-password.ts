import { mutationOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { envelopeSchema } from '@contract/envelope';
import { legacyApiCall } from '@/api/client';

const resetResponse = envelopeSchema(v.nullable(v.unknown()));

export type ResetPasswordInput = { username: string; otp: string; newPassword: string; confirmPassword: string };

/** POST /customer/forgetpasswordv2 with the verified code (spec 2 §7.1). Answers the server's message. */
export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  const envelope = await legacyApiCall('onboarding', '/customer/forgetpasswordv2', resetResponse, { method: 'POST', body: input });
  return envelope.shortDescription ?? '';
}

export const resetPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'reset-password'], mutationFn: resetPassword, networkMode: 'always' });
