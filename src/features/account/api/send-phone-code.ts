import { mutationOptions } from '@tanstack/react-query';
import { otpSentResponse } from '@contract/onboarding';
import { legacyApiCall } from '@/api/client';

/** POST /Otp/sendtophonenumber: a sign-up code to a new phone ('+234…', 14 characters). Answers the server's message. */
export async function sendPhoneCode(phoneNumber: string): Promise<string> {
  const envelope = await legacyApiCall('onboarding', '/Otp/sendtophonenumber', otpSentResponse, { method: 'POST', body: { phoneNumber, purpose: 'register' } });
  return envelope.shortDescription ?? '';
}

export const sendPhoneCodeMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'phone-code'], mutationFn: sendPhoneCode, networkMode: 'always' });
