import { mutationOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { openResponse, sealRequest, type PublicKeyInfo } from '@contract/cipher';
import * as onboardingCalls from '@contract/calls/onboarding';
import { COUNTRY_ID, signInResultSchema, WEB_CLIENT_ID, type LoginResponse } from '@contract/onboarding';
import { MESSAGES } from '@contract/messages';
import { ApiError } from '@/api/api-error';
import { apiCall } from '@/api/client';
import { getPublicKey } from '@/api/public-key';
import { sessionStore } from '@/api/session';

export type SignInInput = { userName: string; password: string };
export type SignedIn = { user: LoginResponse; message: string };

async function sealedSignIn(key: PublicKeyInfo, input: SignInInput): Promise<SignedIn> {
  const credentials = { userName: input.userName.trim(), password: input.password, deviceToken: '', countryId: COUNTRY_ID, clientId: WEB_CLIENT_ID };
  const { body, session } = await sealRequest(key, 'signin', credentials);
  const envelope = await apiCall(onboardingCalls.signIn, { body });
  if (!envelope.data) throw new ApiError(envelope.shortDescription || MESSAGES.genericFailure);
  const result = v.parse(signInResultSchema, await openResponse(session, envelope.data));
  if (result.Code !== '1' || !result.Data) throw new ApiError(result.ShortDescription || MESSAGES.genericFailure, { code: result.Code });
  return { user: result.Data, message: result.ShortDescription };
}

/**
 * POST /customer/signin with the credentials sealed for the server's published key (spec 2 §1).
 * A 409 means the key was rotated since we fetched it: fetch it again and try once more.
 */
export async function signIn(input: SignInInput): Promise<SignedIn> {
  try {
    return await sealedSignIn(await getPublicKey(), input);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return sealedSignIn(await getPublicKey(true), input);
    throw error;
  }
}

/** Keeps the signed-in customer and their access token (IndexedDB, see src/api/session.ts); the refresh token is a cookie. */
async function startSession(user: LoginResponse) {
  await sessionStore.set({ token: user.jwtToken, user });
}

/** Mutation options for one way of signing in: the session starts once the server says yes. */
export const signingInMutationOptions = <Input>(name: string, signInWith: (input: Input) => Promise<SignedIn>) =>
  mutationOptions({
    mutationKey: ['account', name],
    mutationFn: async (input: Input) => {
      const signedIn = await signInWith(input);
      await startSession(signedIn.user);
      return signedIn;
    },
    // Fail at once offline and say so, instead of waiting for a connection with a password in memory.
    networkMode: 'always',
  });

export const signInMutationOptions = () => signingInMutationOptions('signin', signIn);
