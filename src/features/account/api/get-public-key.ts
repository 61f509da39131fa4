import * as v from 'valibot';
import { publicKeyInfoSchema, type PublicKeyInfo } from '@contract/cipher';
import { envelopeSchema } from '@contract/envelope';
import { legacyApiCall } from '@/api/client';

const publicKeyResponse = envelopeSchema(publicKeyInfoSchema);

/**
 * GET /customer/publickey: the key sign-in credentials are sealed for. The answer may come from
 * the HTTP cache (an hour); `fresh` bypasses it after the server said the key was rotated.
 */
export async function getPublicKey(fresh = false): Promise<PublicKeyInfo> {
  const envelope = await legacyApiCall('onboarding', '/customer/publickey', publicKeyResponse, fresh ? { query: { fresh: Date.now() } } : {});
  return v.parse(publicKeyInfoSchema, envelope.data);
}
