import { mutationOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { envelopeSchema } from '@contract/envelope';
import { loginResponseSchema, type OtpPurpose } from '@contract/onboarding';
import { legacyApiCall } from '@/api/client';

const verifyResponse = envelopeSchema(v.nullable(loginResponseSchema));

export type VerifyCodeInput = { target: string; otpCode: string; purpose: OtpPurpose };

/** POST /Otp/verify: checks a code sent to a phone or e-mail (sign-up, password reset). Answers the server's message. */
export async function verifyCode(input: VerifyCodeInput): Promise<string> {
  const envelope = await legacyApiCall('onboarding', '/Otp/verify', verifyResponse, { method: 'POST', body: { ...input, otpCode: input.otpCode.trim() } });
  return envelope.shortDescription ?? '';
}

export const verifyCodeMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'verify-code'], mutationFn: verifyCode, networkMode: 'always' });
