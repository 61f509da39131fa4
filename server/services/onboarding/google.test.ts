import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsTestApp } from '../../../tests/fixtures/accounts-app';
import { send } from '../../../tests/fixtures/accounts';
import * as onboardingCalls from '../../../contract/calls/onboarding';

const CLIENT_ID = 'freely-test.apps.googleusercontent.com';
let t: Awaited<ReturnType<typeof accountsTestApp>>;
let tokenInfo: Record<string, unknown> = {};

beforeAll(async () => {
  const fakeFetch = (async (url: string | URL | Request) => {
    expect(String(url)).toMatch(/^https:\/\/oauth2\.googleapis\.com\/tokeninfo\?id_token=/);
    return new Response(JSON.stringify(tokenInfo), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  t = await accountsTestApp({ auth: { googleClientId: CLIENT_ID }, fetch: fakeFetch });
});
afterAll(() => t.handle.close());

const valid = () => ({
  aud: CLIENT_ID,
  iss: 'https://accounts.google.com',
  email: 'Tolu@Example.com',
  email_verified: 'true',
  exp: String(Math.floor(t.clock.ms / 1000) + 600),
  given_name: 'Tolu',
  family_name: 'Ade',
});

describe('Google sign-in (only with GOOGLE_CLIENT_ID; Google itself is faked here)', () => {
  it('signs in, making a confirmed account on first use and reusing it after', async () => {
    tokenInfo = valid();
    const first = await send(t.app, onboardingCalls.googleSignIn, { body: { idToken: 'id-token', deviceToken: '', clientId: 'freely-web' } });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ email: 'tolu@example.com', firstName: 'Tolu', lastName: 'Ade', accountIsConfirmed: true, customerStage: 0 });
    const second = await send(t.app, onboardingCalls.googleSignIn, { body: { idToken: 'id-token' } });
    expect(second.body.data.customersId).toBe(first.body.data.customersId);
  });

  it.each([
    ['another audience', { aud: 'someone-else' }],
    ['an unverified e-mail', { email_verified: 'false' }],
    ['an expired token', { exp: '1' }],
  ])('refuses %s with the spec message', async (_what, change) => {
    tokenInfo = { ...valid(), ...change };
    const res = await send(t.app, onboardingCalls.googleSignIn, { body: { idToken: 'id-token' } });
    expect(res.status).toBe(401);
    expect(res.body.shortDescription).toBe('Google authentication failed, Please try again!');
  });

  it('answers 404 when no Google client id is configured', async () => {
    const plain = await accountsTestApp();
    const res = await send(plain.app, onboardingCalls.googleSignIn, { body: { idToken: 'id-token' } });
    expect(res.status).toBe(404);
    expect(res.body.shortDescription).toBe('Google authentication failed, Please try again!');
    await plain.handle.close();
  });
});
