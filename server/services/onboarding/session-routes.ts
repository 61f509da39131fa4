import { createHash, randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import * as calls from '../../../contract/calls/onboarding';
import * as sessionCalls from '../../../contract/calls/session';
import { credentialsSchema, GUEST_USER_NAME, type GuestToken } from '../../../contract/onboarding';
import { ONBOARDING_MESSAGES as M } from '../../../contract/onboarding-messages';
import { currentPublicKey, openSealedRequest, sealResponse } from '../../auth/cipher';
import { authContext } from '../../auth/context';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from '../../auth/cookies';
import { revokeFamily, rotateRefreshToken } from '../../auth/refresh-tokens';
import { requireCustomer, sessionExpired, type CustomerEnv } from '../../auth/require-customer';
import { issueAccessToken, verifyAccessToken } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { RuleError, sendFail, sendOk, setRetryAfter } from '../../http/respond';
import { mount } from '../../http/mount';
import { createCustomer, findByUserName, startSession } from './customers';
import type { OnboardingDeps } from './deps';
import { verifyGoogleIdToken } from './google';
import { handOver, placeOf } from './session-handover';
import { signIn } from './signin';

/** Sign-in, the guest token, token renewal and the cipher's public key (spec 2 §7.1). */
export function sessionRoutes(db: Db, deps: OnboardingDeps) {
  const app = new Hono();
  mount(app, sessionCalls.publicKey, async (c) => {
    // The previous key keeps working after a rotation, so an hour of caching is safe.
    c.header('Cache-Control', 'public, max-age=3600');
    return sendOk(c, await currentPublicKey(db));
  });
  mount(app, calls.signIn, async (c, { body }) => {
    const { payload, session } = await openSealedRequest(db, body, 'signin');
    const place = await placeOf(c, db);
    const outcome = await signIn(db, payload, place);
    if (outcome.session) await handOver(c, db, deps, outcome.session, place);
    if (outcome.retryAfterMs !== undefined) setRetryAfter(c, outcome.retryAfterMs);
    const { status, result } = outcome;
    // The envelope repeats code and message in clear; the access token travels only inside the seal.
    return c.json({ code: result.Code, shortDescription: result.ShortDescription, data: await sealResponse(session, result) }, status);
  });
  mount(app, sessionCalls.guestToken, async (c, { body }) => {
    const opened = await openSealedRequest(db, body, 'token').catch((error: unknown) => {
      // An unknown key id keeps its own answer so the client fetches the new key and retries.
      if (error instanceof RuleError && error.status === 409) throw error;
      return null;
    });
    const credentials = opened && v.safeParse(credentialsSchema, opened.payload);
    if (!credentials?.success || credentials.output.userName !== GUEST_USER_NAME) return sendFail(c, 401, M.guestFailed);
    const device = credentials.output.deviceToken;
    const userId = `guest-${device ? createHash('sha256').update(device).digest('hex').slice(0, 20) : randomUUID()}`;
    const access = await issueAccessToken(db, { sub: `guest:${userId}`, role: 'Guest' });
    const token: GuestToken = {
      access_token: access.token,
      expires_in: access.expiresInSeconds,
      profilePix: '',
      roles: ['Guest'],
      user_id: userId,
      userassignedmenu: [],
      username: GUEST_USER_NAME,
    };
    return sendOk(c, token);
  });
  // The refresh token comes from its HttpOnly cookie. A body refreshToken is accepted from apps
  // installed before the cookie (their stored token is traded once, then lives in the cookie).
  mount(app, sessionCalls.refreshToken, async (c, { body }) => {
    const { token, refreshToken: fromBody } = body;
    const refreshToken = readRefreshCookie(c) ?? fromBody;
    const expired = () => {
      clearRefreshCookie(c, db, deps);
      return sessionExpired(c);
    };
    const claims = await verifyAccessToken(db, token, { allowExpired: true });
    if (claims?.role !== 'Customer' || !refreshToken) return expired();
    const rotation = await rotateRefreshToken(db, refreshToken);
    if (!rotation.ok) return expired();
    if (String(rotation.customerId) !== claims.sub) {
      // Someone else's refresh token: nobody keeps that family.
      await revokeFamily(db, rotation.familyId);
      return expired();
    }
    const access = await issueAccessToken(db, { sub: claims.sub, role: 'Customer', sid: rotation.familyId });
    setRefreshCookie(c, db, deps, rotation.refreshToken);
    return sendOk(c, { token: access.token, refreshToken: '' });
  });
  // Logout: this sign-in ends at once, its refresh tokens and every access token issued under it.
  mount(app, sessionCalls.signOut, requireCustomer(db), async (c: Context<CustomerEnv>) => {
    const { sessionId } = c.get('customer');
    if (sessionId) await revokeFamily(db, sessionId);
    clearRefreshCookie(c, db, deps);
    return sendOk(c, null, 'Signed out.');
  });
  mount(app, calls.googleSignIn, async (c, { body }) => {
    const { settings, now } = authContext(db);
    // Not configured here: the call does not exist on this server (a 4xx, not a server fault).
    if (!settings.googleClientId) return sendFail(c, 404, M.googleFailed);
    const profile = await verifyGoogleIdToken(deps.fetch ?? fetch, body.idToken, settings.googleClientId, now());
    if (!profile) return sendFail(c, 401, M.googleFailed);
    const customer =
      (await findByUserName(db, profile.email)) ??
      (await createCustomer(db, { email: profile.email, passwordHash: null, firstName: profile.firstName, lastName: profile.lastName, accountIsConfirmed: true }));
    const login = await handOver(c, db, deps, await startSession(db, customer), await placeOf(c, db));
    return sendOk(c, login, customer.customerStage === 0 ? M.completeRegistration : M.signedIn);
  });
  return app;
}
