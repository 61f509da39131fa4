import { mutationOptions } from '@tanstack/react-query';
import * as onboardingCalls from '@contract/calls/onboarding';
import { apiCall } from '@/api/client';

/** POST /Otp/sendtophonenumber: a sign-up code to a new phone ('+234…', 14 characters). Answers the server's message. */
export async function sendPhoneCode(phoneNumber: string): Promise<string> {
  const envelope = await apiCall(onboardingCalls.sendPhoneCode, { body: { phoneNumber, purpose: 'register' } });
  return envelope.shortDescription ?? '';
}

export const sendPhoneCodeMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'phone-code'], mutationFn: sendPhoneCode, networkMode: 'always' });
