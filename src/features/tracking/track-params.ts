import { IMEI_PATTERN } from '@contract/tracking';

/** A tracking token as the server signs it: three base64url parts (a JWT), of a sane length. */
const TOKEN_PATTERN = /^[\w-]{10,200}\.[\w-]{10,400}\.[\w-]{20,100}$/;

/**
 * The page's route parameters, when they can be a tracking token and a tracker id; anything else
 * is 'Invalid Information!' without asking the server (a mistyped or cut link).
 */
export function trackParams(token: string, trackerId: string): { token: string; trackerId: string } | undefined {
  return TOKEN_PATTERN.test(token) && IMEI_PATTERN.test(trackerId) ? { token, trackerId } : undefined;
}
