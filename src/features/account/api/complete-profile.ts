import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import * as onboardingCalls from '@contract/calls/onboarding';
import { loginResponseSchema, type CustomerProfile, type ProfileV2Request } from '@contract/onboarding';
import { apiCall } from '@/api/client';
import { sessionStore } from '@/api/session';
import { accountKeys } from './query-keys';

/** The profile's fields the stored session user also has (unknown keys are dropped). */
const storedUserFields = v.omit(loginResponseSchema, ['jwtToken', 'refreshToken']);

export type CompleteProfileResult = { profile: CustomerProfile; message: string };

/** POST /customer/updateprofilev2 (profile completion, spec 2 §3 'Profile update (v2)'). */
export async function completeProfile(body: ProfileV2Request): Promise<CompleteProfileResult> {
  const envelope = await apiCall(onboardingCalls.completeProfile, { body });
  return { profile: envelope.data, message: envelope.shortDescription ?? '' };
}

export const completeProfileMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({
    mutationKey: ['account', 'complete-profile'],
    mutationFn: completeProfile,
    networkMode: 'always',
    onSuccess: async ({ profile }) => {
      queryClient.setQueryData(accountKeys.me(), profile);
      // The stored user decides routing (stage) and prefills checkout: keep it in step.
      await sessionStore.updateUser(v.parse(storedUserFields, profile));
    },
  });
