import * as onboardingCalls from '@contract/calls/onboarding';
import { WEB_CLIENT_ID } from '@contract/onboarding';
import { apiCall } from '@/api/client';
import { signingInMutationOptions, type SignedIn } from './sign-in';

/** POST /Customer/google with the ID token Google Identity Services handed us (spec 2 §7.1). */
export async function googleSignIn(idToken: string): Promise<SignedIn> {
  const envelope = await apiCall(onboardingCalls.googleSignIn, {
    body: { idToken, deviceToken: '', clientId: WEB_CLIENT_ID },
  });
  return { user: envelope.data, message: envelope.shortDescription ?? '' };
}

export const googleSignInMutationOptions = () => signingInMutationOptions('google', googleSignIn);
