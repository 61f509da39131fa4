import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sign } from 'hono/jwt';
import { decode } from 'hono/jwt';
import type { CustomerProfile, GuestToken, LoginResponse } from '../../../contract/onboarding';
import { accountsTestApp } from '../../../tests/fixtures/accounts-app';
import { call, guestToken, PASSWORD, signIn, signUpByPhone } from '../../../tests/fixtures/accounts';

let t: Awaited<ReturnType<typeof accountsTestApp>>;
beforeAll(async () => {
  t = await accountsTestApp({ auth: { jwtSecret: 'test-secret-test-secret-test-secret!!' } });
});
afterAll(() => t.handle.close());

const MINUTE = 60_000;
const newCustomer = async () => {
  const phone = await signUpByPhone(t.app);
  return { phone, user: (await signIn(t.app, phone, PASSWORD)).result!.Data! as LoginResponse };
};

describe('access tokens', () => {
  it('are HS256, last 15 minutes, and open /customer/me', async () => {
    const { phone, user } = await newCustomer();
    const { header, payload } = decode(user.jwtToken);
    expect(header.alg).toBe('HS256');
    expect(Number(payload.exp) - Number(payload.iat)).toBe(15 * 60);
    expect(payload).toMatchObject({ sub: String(user.customersId), role: 'Customer' });
    const me = await call<CustomerProfile>(t.app, 'GET', '/customer/me', undefined, user.jwtToken);
    expect(me.status).toBe(200);
    expect(me.body.data.phoneNumber).toBe(phone);
  });

  it('a token past its expiry is refused with 401 and the spec message', async () => {
    const { user } = await newCustomer();
    const now = Math.floor(t.clock.ms / 1000);
    const stale = await sign({ sub: String(user.customersId), role: 'Customer', iat: now - 3600, exp: now - 60 }, 'test-secret-test-secret-test-secret!!', 'HS256');
    const res = await call(t.app, 'GET', '/customer/me', undefined, stale);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: '401', shortDescription: 'Session Expired, Please log in', data: null });
  });

  it('expires 15 minutes after issue on the server clock', async () => {
    const { user } = await newCustomer();
    t.advance(14 * MINUTE);
    expect((await call(t.app, 'GET', '/customer/me', undefined, user.jwtToken)).status).toBe(200);
    t.advance(2 * MINUTE);
    expect((await call(t.app, 'GET', '/customer/me', undefined, user.jwtToken)).status).toBe(401);
  });

  it('refuses a forged, missing or guest token', async () => {
    const { user } = await newCustomer();
    const forged = await sign(decode(user.jwtToken).payload, 'another-secret-another-secret-another', 'HS256');
    expect((await call(t.app, 'GET', '/customer/me', undefined, forged)).status).toBe(401);
    expect((await call(t.app, 'GET', '/customer/me')).status).toBe(401);
    const guest = await guestToken(t.app);
    expect((await call(t.app, 'GET', '/customer/me', undefined, guest.body.data.access_token)).status).toBe(401);
  });
});

describe('refresh (POST /Customer/generatenewtoken)', () => {
  it('renews an expired access token and rotates the refresh token', async () => {
    const { user } = await newCustomer();
    t.advance(20 * MINUTE);
    expect((await call(t.app, 'GET', '/customer/me', undefined, user.jwtToken)).status).toBe(401);
    const renewed = await call<{ token: string; refreshToken: string }>(t.app, 'POST', '/Customer/generatenewtoken', { token: user.jwtToken, refreshToken: user.refreshToken });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.refreshToken).not.toBe(user.refreshToken);
    expect((await call(t.app, 'GET', '/customer/me', undefined, renewed.body.data.token)).status).toBe(200);
  });

  it('a reused refresh token revokes the whole family', async () => {
    const { user } = await newCustomer();
    const first = await call<{ token: string; refreshToken: string }>(t.app, 'POST', '/Customer/generatenewtoken', { token: user.jwtToken, refreshToken: user.refreshToken });
    expect(first.status).toBe(200);
    // Someone replays the old one: refused, and the legitimate successor dies with it.
    const replay = await call(t.app, 'POST', '/Customer/generatenewtoken', { token: user.jwtToken, refreshToken: user.refreshToken });
    expect(replay.status).toBe(401);
    expect(replay.body.shortDescription).toBe('Session Expired, Please log in');
    const successor = await call(t.app, 'POST', '/Customer/generatenewtoken', { token: first.body.data.token, refreshToken: first.body.data.refreshToken });
    expect(successor.status).toBe(401);
    // Another sign-in (another family) is untouched.
    const other = (await signIn(t.app, user.phoneNumber, PASSWORD)).result!.Data!;
    expect((await call(t.app, 'POST', '/Customer/generatenewtoken', { token: other.jwtToken, refreshToken: other.refreshToken })).status).toBe(200);
  });

  it('refuses an expired refresh token, an unknown one, and someone else’s', async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    expect((await call(t.app, 'POST', '/Customer/generatenewtoken', { token: a.user.jwtToken, refreshToken: 'nope' })).status).toBe(401);
    expect((await call(t.app, 'POST', '/Customer/generatenewtoken', { token: a.user.jwtToken, refreshToken: b.user.refreshToken })).status).toBe(401);
    t.advance(31 * 24 * 60 * MINUTE);
    expect((await call(t.app, 'POST', '/Customer/generatenewtoken', { token: a.user.jwtToken, refreshToken: a.user.refreshToken })).status).toBe(401);
  });
});

describe('sign-out (POST /customer/signout)', () => {
  it("ends this sign-in's refresh tokens and leaves other devices signed in", async () => {
    const { user } = await newCustomer();
    const other = (await signIn(t.app, user.phoneNumber, PASSWORD)).result!.Data!;
    expect((await call(t.app, 'POST', '/customer/signout', undefined, user.jwtToken)).status).toBe(200);
    expect((await call(t.app, 'POST', '/Customer/generatenewtoken', { token: user.jwtToken, refreshToken: user.refreshToken })).status).toBe(401);
    expect((await call(t.app, 'POST', '/Customer/generatenewtoken', { token: other.jwtToken, refreshToken: other.refreshToken })).status).toBe(200);
  });

  it('needs a signed-in customer', async () => {
    expect((await call(t.app, 'POST', '/customer/signout')).status).toBe(401);
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
    const res = await sealedCall(t.app, '/token', 'token', { userName: 'admin', password: 'x', countryId: 1, clientId: 'freely-web' });
    expect(res.status).toBe(401);
    expect(res.body.shortDescription).toBe('Username or Password is incorrect! Please contact admin.');
    // Credentials sealed for sign-in cannot be replayed here.
    const crossed = await sealedCall(t.app, '/token', 'signin', { userName: 'guest', password: '', countryId: 1, clientId: 'freely-web' });
    expect(crossed.body.shortDescription).toBe('Username or Password is incorrect! Please contact admin.');
  });
});

describe('sign-in rate limits', () => {
  it('locks an account after 5 wrong passwords for 15 minutes, with a clear 429', async () => {
    const { phone } = await newCustomer();
    for (let i = 0; i < 5; i++) {
      const wrong = await signIn(t.app, phone, 'Wrong#Pass1');
      expect(wrong.status).toBe(401);
      expect(wrong.result).toMatchObject({ Code: '401', Data: null, ShortDescription: 'Incorrect e-mail, phone number or password.' });
    }
    const locked = await signIn(t.app, phone, PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.envelope.shortDescription).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
    t.advance(15 * MINUTE);
    expect((await signIn(t.app, phone, PASSWORD)).status).toBe(200);
  });

  it('an unknown account answers exactly like a wrong password', async () => {
    const res = await signIn(t.app, 'nobody@example.com', PASSWORD);
    expect(res.status).toBe(401);
    expect(res.result?.ShortDescription).toBe('Incorrect e-mail, phone number or password.');
  });

  it('limits one client address to 30 failures in 15 minutes', async () => {
    const headers = { 'X-Forwarded-For': '203.0.113.9' };
    for (let i = 0; i < 30; i++) expect((await signIn(t.app, `x${i}@example.com`, 'Wrong#Pass1', { headers })).status).toBe(401);
    const blocked = await signIn(t.app, 'x99@example.com', 'Wrong#Pass1', { headers });
    expect(blocked.status).toBe(429);
    expect(blocked.envelope.shortDescription).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
    // Another address is unaffected.
    const { phone } = await newCustomer();
    expect((await signIn(t.app, phone, PASSWORD, { headers: { 'X-Forwarded-For': '198.51.100.7' } })).status).toBe(200);
  });
});
