import * as sessionCalls from '@contract/calls/session';
import type { PublicKeyInfo } from '@contract/cipher';
import { apiCall } from './client';

/**
 * The key sign-in and guest-token credentials are sealed for. The answer may come from the HTTP
 * cache (an hour); `fresh` bypasses it after the server said the key was rotated.
 */
export async function getPublicKey(fresh = false): Promise<PublicKeyInfo> {
  return (await apiCall(sessionCalls.publicKey, { query: fresh ? { fresh: Date.now() } : {} })).data;
}
