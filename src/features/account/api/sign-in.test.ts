// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CIPHER_ALG, CIPHER_ENC, fromBase64Url, importAesKey, openWith, requestAad, RESPONSE_AAD, sealWith, type PublicKeyInfo, type SealedRequest,
} from '@contract/cipher';
import type { LoginResponse } from '@contract/onboarding';
import { sessionStore } from '@/api/session';
import { signIn, signInMutationOptions } from './sign-in';

// jsdom has no IndexedDB; the session's persistence is src/api's concern, not this test's.
vi.mock('idb-keyval', () => ({ createStore: () => ({}), get: async () => undefined, set: async () => {}, del: async () => {} }));

const user: LoginResponse = {
  title: '', email: '', firstName: '', lastName: '', gender: null, customerPhoto: '', accountIsConfirmed: false,
  jwtToken: 'access-1', refreshToken: '', nextOfKinName: '', nextOfKinPhone: '', phoneNumber: '+2348031234567',
  customerStage: 0, customersId: 7, referralCode: 'ADA123', hasPin: false,
};

/** A stand-in onboarding service: two keys, the first already rotated away (409). */
let keys: { old: PublicKeyInfo; current: PublicKeyInfo; privateKey: CryptoKey };
let seen: { path: string; body: unknown }[] = [];

beforeAll(async () => {
  const pair = await crypto.subtle.generateKey({ name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' }, true, ['encrypt', 'decrypt']);
  const jwk = (await crypto.subtle.exportKey('jwk', pair.publicKey)) as { kty: 'RSA'; n: string; e: string };
  const info = (keyId: string): PublicKeyInfo => ({ keyId, alg: CIPHER_ALG, enc: CIPHER_ENC, jwk: { kty: 'RSA', n: jwk.n, e: jwk.e }, rotatesAt: '2099-01-01T00:00:00Z' });
  keys = { old: info('k-old'), current: info('k-new'), privateKey: pair.privateKey };
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function fakeServer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input));
  const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
  seen.push({ path: `${url.pathname}${url.search}`, body });
  if (url.pathname === '/api/onboarding/customer/publickey') {
    return json(200, { code: '1', shortDescription: 'SUCCESS', data: url.searchParams.has('fresh') ? keys.current : keys.old });
  }
  const sealed = body as SealedRequest;
  if (sealed.keyId !== keys.current.keyId) return json(409, { code: '409', shortDescription: 'This sign-in form has expired. Please try again.', data: null });
  const raw = new Uint8Array(await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, keys.privateKey, fromBase64Url(sealed.wrappedKey)));
  const session = await importAesKey(raw);
  const credentials = (await openWith(session, requestAad('signin', sealed.keyId), sealed)) as { userName: string; password: string; countryId: number; clientId: string };
  const ok = credentials.password === 'Travel#2026' && credentials.countryId === 1 && credentials.clientId === 'freely-web';
  const result = ok
    ? { Code: '1', Data: user, ShortDescription: 'Please kindly complete your registration process.' }
    : { Code: '401', Data: null, ShortDescription: 'Incorrect e-mail, phone number or password.' };
  return json(ok ? 200 : 401, { code: result.Code, shortDescription: result.ShortDescription, data: await sealWith(session, RESPONSE_AAD, result) });
}

afterEach(() => {
  vi.unstubAllGlobals();
  seen = [];
});

describe('signIn (sealed credentials, spec 2 §1)', () => {
  it('seals the credentials, refetches a rotated key once, and opens the answer', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeServer));
    const signedIn = await signIn({ userName: ' 0803 123 4567 ', password: 'Travel#2026' });
    expect(signedIn).toEqual({ user, message: 'Please kindly complete your registration process.' });
    expect(seen.map((s) => s.path.replace(/fresh=\d+/, 'fresh=N'))).toEqual([
      '/api/onboarding/customer/publickey',
      '/api/onboarding/customer/signin',
      '/api/onboarding/customer/publickey?fresh=N',
      '/api/onboarding/customer/signin',
    ]);
    // Nothing readable travels: no password in any request body.
    expect(JSON.stringify(seen)).not.toContain('Travel#2026');
  });

  it("shows the server's message for wrong credentials", async () => {
    keys.old = keys.current;
    vi.stubGlobal('fetch', vi.fn(fakeServer));
    await expect(signIn({ userName: 'ada@example.com', password: 'wrong' })).rejects.toThrow('Incorrect e-mail, phone number or password.');
  });

  it('stores the session: token = jwtToken and the user, never a refresh token (that is an HttpOnly cookie)', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeServer));
    const options = signInMutationOptions();
    await options.mutationFn?.({ userName: '08031234567', password: 'Travel#2026' }, {} as never);
    expect(sessionStore.get()).toEqual({ token: 'access-1', user });
    await sessionStore.clear();
  });

  it('says plainly when there is no connection', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(signIn({ userName: 'ada@example.com', password: 'x' })).rejects.toMatchObject({ offline: true });
  });
});
