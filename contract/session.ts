import * as v from 'valibot';
import { publicKeyInfoSchema } from './cipher';
import { envelopeSchema } from './envelope';
import { LIMITS, rawText } from './validation';

/**
 * The onboarding service's session schemas (spec 2 §7.1) that every page's client needs: the guest
 * token, the signed-in profile it keeps, token renewal. Apart from the account screens' schemas
 * (onboarding.ts, which re-exports these), because a module lands whole in the first load when the
 * client imports it, and the forms' rules and messages have no business there.
 */

export const COUNTRY_ID = 1;
/** The web app's client id in credentials (spec 2 §1: userName, password, deviceToken, countryId, clientId). */
export const WEB_CLIENT_ID = 'freely-web';
/** The guest token's credentials name no person and hold no secret (spec 1 §6: anonymous). */
export const GUEST_USER_NAME = 'guest';

/** An answer that is only its message (data null): registration, passwords, sign-out, the wallet stage. */
export const messageResponse = envelopeSchema(v.nullable(v.unknown()));

/** GET /customer/publickey: the key sign-in and guest-token credentials are sealed for. */
export const publicKeyResponse = envelopeSchema(publicKeyInfoSchema);

export const loginResponseSchema = v.object({
  title: v.string(),
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  /** 0 male, 1 female, null not given yet. */
  gender: v.nullable(v.picklist([0, 1])),
  /** A URL, or '' for the default picture. */
  customerPhoto: v.string(),
  /** The e-mail address has been verified. */
  accountIsConfirmed: v.boolean(),
  jwtToken: v.string(),
  /**
   * Always '' from this server: the refresh token travels only in an HttpOnly cookie, out of page
   * JavaScript's reach. Kept in the shape for the spec's field list.
   */
  refreshToken: v.optional(v.string(), ''),
  nextOfKinName: v.string(),
  nextOfKinPhone: v.string(),
  phoneNumber: v.string(),
  customerStage: v.number(),
  customersId: v.number(),
  referralCode: v.string(),
  hasPin: v.boolean(),
});
export type LoginResponse = v.InferOutput<typeof loginResponseSchema>;
/** A sign-in answered in clear (Google); the password sign-in's answer is sealed. */
export const loginEnvelope = envelopeSchema(loginResponseSchema);

export const guestTokenSchema = v.object({
  access_token: v.string(),
  /** Seconds. */
  expires_in: v.number(),
  profilePix: v.string(),
  roles: v.array(v.string()),
  user_id: v.string(),
  userassignedmenu: v.array(v.unknown()),
  username: v.string(),
});
export type GuestToken = v.InferOutput<typeof guestTokenSchema>;
export const guestTokenResponse = envelopeSchema(guestTokenSchema);

/**
 * POST /Customer/generatenewtoken: the (possibly expired) access token; the refresh token comes
 * from its HttpOnly cookie. `refreshToken` in the body is only for an app installed before the
 * cookie, trading the token it stored once.
 */
export const refreshRequest = v.object({
  token: v.pipe(rawText(LIMITS.token, 'token'), v.minLength(1)),
  refreshToken: v.optional(v.pipe(rawText(200, 'refreshToken'), v.minLength(1))),
});
export type RefreshRequest = v.InferInput<typeof refreshRequest>;
/** The new access token; refreshToken is '' (the new one is in the cookie). */
export const tokenPairSchema = v.object({ token: v.string(), refreshToken: v.optional(v.string(), '') });
export const refreshResponse = envelopeSchema(tokenPairSchema);
