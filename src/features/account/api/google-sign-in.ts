import { mutationOptions } from '@tanstack/react-query';
import { envelopeSchema } from '@contract/envelope';
import { loginResponseSchema, WEB_CLIENT_ID } from '@contract/onboarding';
import { legacyApiCall } from '@/api/client';
import { startSession, type SignedIn } from './sign-in';

const googleResponse = envelopeSchema(loginResponseSchema);

/** POST /Customer/google with the ID token Google Identity Services handed us (spec 2 §7.1). */
export async function googleSignIn(idToken: string): Promise<SignedIn> {
  const envelope = await legacyApiCall('onboarding', '/Customer/google', googleResponse, {
    method: 'POST',
    body: { idToken, deviceToken: '', clientId: WEB_CLIENT_ID },
  });
  return { user: envelope.data, message: envelope.shortDescription ?? '' };
}

export const googleSignInMutationOptions = () =>
  mutationOptions({
    mutationKey: ['account', 'google'],
    mutationFn: async (idToken: string) => {
      const signedIn = await googleSignIn(idToken);
      await startSession(signedIn.user);
      return signedIn;
    },
    networkMode: 'always',
  });
