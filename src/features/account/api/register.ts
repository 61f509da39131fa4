import { mutationOptions } from '@tanstack/react-query';
import type { BodyInput } from '@contract/call';
import * as onboardingCalls from '@contract/calls/onboarding';
import { COUNTRY_ID, WEB_CLIENT_ID } from '@contract/onboarding';
import { apiCall } from '@/api/client';

/** The registration body as its schema reads it, less what the app fills in itself. */
export type RegisterInput = Omit<BodyInput<typeof onboardingCalls.registerByPhone>, 'clientId' | 'countryId'>;

/** POST /customer/registerv2, once the phone was verified with its code. Answers the server's message. */
export async function register(input: RegisterInput): Promise<string> {
  const envelope = await apiCall(onboardingCalls.registerByPhone, {
    body: { ...input, clientId: WEB_CLIENT_ID, countryId: COUNTRY_ID },
  });
  return envelope.shortDescription ?? '';
}

export const registerMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'register'], mutationFn: register, networkMode: 'always' });
