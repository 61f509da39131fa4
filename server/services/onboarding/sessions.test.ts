import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decode, sign } from 'hono/jwt';
import * as v from 'valibot';
import * as onboardingCalls from '../../../contract/calls/onboarding';
import * as sessionCalls from '../../../contract/calls/session';
import type { GuestToken, LoginResponse } from '../../../contract/onboarding';
import { accountsTestApp } from '../../../tests/fixtures/accounts-app';
import { cookieHeader, guestToken, PASSWORD, refresh, signIn, signUpByPhone, send } from '../../../tests/fixtures/accounts';
import { sitePath } from '../../../contract/call';

let t: Awaited<ReturnType<typeof accountsTestApp>>;
beforeAll(async () => {
  t = await accountsTestApp({ auth: { jwtSecret: 'test-secret-test-secret-test-secret!!' } });
});
afterAll(() => t.handle.close());

const MINUTE = 60_000;
const newCustomer = async () => {
  const phone = await signUpByPhone(t.app);
  const signedIn = await signIn(t.app, phone, PASSWORD);
  return { phone, user: signedIn.result!.Data! as LoginResponse, refreshCookie: signedIn.cookies.freely_refresh! };
};

describe('access tokens', () => {
  it('are HS256, last 15 minutes, and open /customer/me', async () => {
    const { phone, user } = await newCustomer();
    const { header, payload } = decode(user.jwtToken);
    expect(header.alg).toBe('HS256');
    expect(Number(payload.exp) - Number(payload.iat)).toBe(15 * 60);
    expect(payload).toMatchObject({ sub: String(user.customersId), role: 'Customer' });
    const me = await send(t.app, onboardingCalls.me, { token: user.jwtToken });
    expect(me.status).toBe(200);
    expect(me.body.data.phoneNumber).toBe(phone);
  });

  it('a token past its expiry is refused with 401 and the spec message', async () => {
    const { user } = await newCustomer();
    const now = Math.floor(t.clock.ms / 1000);
    const stale = await sign({ sub: String(user.customersId), role: 'Customer', iat: now - 3600, exp: now - 60 }, 'test-secret-test-secret-test-secret!!', 'HS256');
    const res = await send(t.app, onboardingCalls.me, { token: stale });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: '401', shortDescription: 'Session Expired, Please log in', data: null });
  });

  it('expires 15 minutes after issue on the server clock', async () => {
    const { user } = await newCustomer();
    t.advance(14 * MINUTE);
    expect((await send(t.app, onboardingCalls.me, { token: user.jwtToken })).status).toBe(200);
    t.advance(2 * MINUTE);
    expect((await send(t.app, onboardingCalls.me, { token: user.jwtToken })).status).toBe(401);
  });

  it('refuses a forged, missing or guest token', async () => {
    const { user } = await newCustomer();
    const forged = await sign(decode(user.jwtToken).payload, 'another-secret-another-secret-another', 'HS256');
    expect((await send(t.app, onboardingCalls.me, { token: forged })).status).toBe(401);
    expect((await send(t.app, onboardingCalls.me)).status).toBe(401);
    const guest = await guestToken(t.app);
    expect((await send(t.app, onboardingCalls.me, { token: guest.body.data.access_token })).status).toBe(401);
  });
});

describe('refresh (POST /Customer/generatenewtoken)', () => {
  it('renews an expired access token from the refresh cookie and rotates it', async () => {
    const { user, refreshCookie } = await newCustomer();
    t.advance(20 * MINUTE);
    expect((await send(t.app, onboardingCalls.me, { token: user.jwtToken })).status).toBe(401);
    const renewed = await refresh(t.app, user.jwtToken, refreshCookie);
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.refreshToken).toBe('');
    expect(renewed.refreshCookie).toBeTruthy();
    expect(renewed.refreshCookie).not.toBe(refreshCookie);
    expect((await send(t.app, onboardingCalls.me, { token: renewed.body.data.token })).status).toBe(200);
    // No cookie, no renewal.
    expect((await refresh(t.app, user.jwtToken, undefined)).status).toBe(401);
  });

  it('a reused refresh token revokes the whole family, and its access tokens at once', async () => {
    const { user, refreshCookie } = await newCustomer();
    const first = await refresh(t.app, user.jwtToken, refreshCookie);
    expect(first.status).toBe(200);
    expect((await send(t.app, onboardingCalls.me, { token: first.body.data.token })).status).toBe(200);
    // Someone replays the old one: refused, and the legitimate successor dies with it.
    const replay = await refresh(t.app, user.jwtToken, refreshCookie);
    expect(replay.status).toBe(401);
    expect(replay.body.shortDescription).toBe('Session Expired, Please log in');
    expect(replay.cookies.freely_refresh).toBe('');
    expect((await refresh(t.app, first.body.data.token, first.refreshCookie)).status).toBe(401);
    // The access token issued minutes ago under that sign-in stops working now, not in 15 minutes.
    expect((await send(t.app, onboardingCalls.me, { token: first.body.data.token })).status).toBe(401);
    // Another sign-in (another family) is untouched.
    const other = await signIn(t.app, user.phoneNumber, PASSWORD);
    expect((await refresh(t.app, other.result!.Data!.jwtToken, other.cookies.freely_refresh)).status).toBe(200);
  });

  it('refuses an expired refresh token, an unknown one, and someone else’s', async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    expect((await refresh(t.app, a.user.jwtToken, 'nope')).status).toBe(401);
    expect((await refresh(t.app, a.user.jwtToken, b.refreshCookie)).status).toBe(401);
    t.advance(31 * 24 * 60 * MINUTE);
    expect((await refresh(t.app, a.user.jwtToken, a.refreshCookie)).status).toBe(401);
  });

  it('trades a refresh token an older app stored, once, for the cookie', async () => {
    const { user, refreshCookie } = await newCustomer();
    const legacy = await send(t.app, sessionCalls.refreshToken, { body: { token: user.jwtToken, refreshToken: refreshCookie } });
    expect(legacy.status).toBe(200);
    expect(legacy.body.data.refreshToken).toBe('');
    expect(legacy.cookies.freely_refresh).toBeTruthy();
    expect((await send(t.app, sessionCalls.refreshToken, { body: { token: user.jwtToken, refreshToken: refreshCookie } })).status).toBe(401);
  });
});

describe('the long-lived credential is out of page JavaScript\'s reach', () => {
  it('sign-in answers no refresh token; it comes as an HttpOnly, Secure, SameSite=Strict cookie for the onboarding service only', async () => {
    const phone = await signUpByPhone(t.app);
    const signedIn = await signIn(t.app, phone, PASSWORD);
    expect(signedIn.result!.Data!.refreshToken).toBe('');
    expect(signedIn.cookies.freely_refresh).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(signedIn.result)).not.toContain(signedIn.cookies.freely_refresh!);
    const { sealedCall } = await import('../../../tests/fixtures/accounts');
    const raw = await sealedCall(t.app, onboardingCalls.signIn, 'signin', { userName: phone, password: PASSWORD, countryId: 1, clientId: 'freely-web' });
    expect(raw.status).toBe(200);
    const lines = (await t.app.request(sitePath(sessionCalls.refreshToken), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookieHeader({ freely_refresh: raw.cookies.freely_refresh }) },
      body: JSON.stringify({ token: signedIn.result!.Data!.jwtToken }),
    })).headers.getSetCookie();
    const refreshLine = lines.find((l) => l.startsWith('freely_refresh='))!;
    expect(refreshLine).toMatch(/; HttpOnly/);
    expect(refreshLine).toMatch(/; SameSite=Strict/);
    expect(refreshLine).toMatch(/; Path=\/api\/onboarding/);
    expect(refreshLine).toMatch(/; Max-Age=2592000/);
    // In-process requests reach http://localhost, which browsers treat as secure.
    expect(refreshLine).toMatch(/; Secure/);
  });

  it('a plain-http LAN address gets the cookie without Secure (the browser would drop it), an https PUBLIC_URL always with', async () => {
    const lan = await t.app.request('http://192.168.1.20:3000/api/onboarding/customer/signout', { method: 'POST' });
    expect(lan.status).toBe(401);
    const phone = await signUpByPhone(t.app);
    const { sealRequest, publicKeyInfoSchema } = await import('../../../contract/cipher');
    const key = (await send(t.app, sessionCalls.publicKey)).body.data;
    const { body } = await sealRequest(v.parse(publicKeyInfoSchema, key), 'signin', { userName: phone, password: PASSWORD, countryId: 1, clientId: 'freely-web' });
    const res = await t.app.request('http://192.168.1.20:3000/api/onboarding/customer/signin', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const line = res.headers.getSetCookie().find((l) => l.startsWith('freely_refresh='))!;
    expect(line).toMatch(/; HttpOnly/);
    expect(line).not.toMatch(/; Secure/);
  });
});

describe('sign-out (POST /customer/signout)', () => {
  it("ends this sign-in at once (refresh and access tokens) and leaves other devices signed in", async () => {
    const { user, refreshCookie } = await newCustomer();
    const other = await signIn(t.app, user.phoneNumber, PASSWORD);
    const out = await send(t.app, sessionCalls.signOut, { token: user.jwtToken });
    expect(out.status).toBe(200);
    expect(out.cookies.freely_refresh).toBe('');
    expect((await send(t.app, onboardingCalls.me, { token: user.jwtToken })).status).toBe(401);
    expect((await refresh(t.app, user.jwtToken, refreshCookie)).status).toBe(401);
    expect((await send(t.app, onboardingCalls.me, { token: other.result!.Data!.jwtToken })).status).toBe(200);
    expect((await refresh(t.app, other.result!.Data!.jwtToken, other.cookies.freely_refresh)).status).toBe(200);
  });

  it('needs a signed-in customer', async () => {
    expect((await send(t.app, sessionCalls.signOut)).status).toBe(401);
  });
});

describe('guest token (POST /token)', () => {
  it('gives an anonymous Guest token from sealed device credentials', async () => {
    const res = await guestToken(t.app);
    expect(res.status).toBe(200);
    const token: GuestToken = res.body.data;
    expect(token).toMatchObject({ roles: ['Guest'], userassignedmenu: [], username: 'guest', profilePix: '', expires_in: 900 });
    expect(token.user_id).toMatch(/^guest-/);
    expect(decode(token.access_token).payload.role).toBe('Guest');
  });

  it('refuses anything but the guest credentials with the spec message', async () => {
    const { sealedCall } = await import('../../../tests/fixtures/accounts');
    const res = await sealedCall(t.app, sessionCalls.guestToken, 'token', { userName: 'admin', password: 'x', countryId: 1, clientId: 'freely-web' });
    expect(res.status).toBe(401);
    expect(res.body.shortDescription).toBe('Username or Password is incorrect! Please contact admin.');
    // Credentials sealed for sign-in cannot be replayed here.
    const crossed = await sealedCall(t.app, sessionCalls.guestToken, 'signin', { userName: 'guest', password: '', countryId: 1, clientId: 'freely-web' });
    expect(crossed.body.shortDescription).toBe('Username or Password is incorrect! Please contact admin.');
  });
});
