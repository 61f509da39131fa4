import * as v from 'valibot';
import { defineCall } from '../call';
import { sealedRequestSchema } from '../cipher';
import { guestTokenResponse, messageResponse, publicKeyResponse, refreshRequest, refreshResponse } from '../session';

/**
 * The onboarding service's session calls (spec 2 §7.1) that the app's client itself makes: token
 * renewal, the guest token, the cipher's public key and sign-out. Apart from the account screens'
 * calls (onboarding.ts), because every page loads the client and a call file is bundled whole.
 */

/** Cached an hour; `fresh` (ignored by the server) skips the HTTP cache after a key rotation. */
export const publicKey = defineCall({
  service: 'onboarding', method: 'GET', path: '/customer/publickey', query: v.object({ fresh: v.optional(v.unknown()) }), response: publicKeyResponse,
});
export const guestToken = defineCall({ service: 'onboarding', method: 'POST', path: '/token', body: sealedRequestSchema, response: guestTokenResponse });
/** The refresh token travels in its HttpOnly cookie (see refreshRequest). */
export const refreshToken = defineCall({ service: 'onboarding', method: 'POST', path: '/Customer/generatenewtoken', body: refreshRequest, response: refreshResponse });
export const signOut = defineCall({ service: 'onboarding', method: 'POST', path: '/customer/signout', response: messageResponse });
