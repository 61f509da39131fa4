import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rotateKeys } from '../../auth/cipher';
import { serverKeys } from '../../db/schema-accounts';
import { accountsTestApp } from '../../../tests/fixtures/accounts-app';
import { PASSWORD, publicKey, signIn, signUpByPhone, send } from '../../../tests/fixtures/accounts';
import { MESSAGES } from '../../../contract/messages';
import { sitePath } from '../../../contract/call';
import * as sessionCalls from '../../../contract/calls/session';
import * as onboardingCalls from '../../../contract/calls/onboarding';

let t: Awaited<ReturnType<typeof accountsTestApp>>;
beforeAll(async () => {
  t = await accountsTestApp({ auth: { cipherRotateDays: 7 } });
});
afterAll(() => t.handle.close());

const DAY = 86_400_000;

describe('sign-in cipher keys', () => {
  it('publishes an RSA-OAEP-256 public key with an id, and keeps the private key in the database only', async () => {
    const res = await t.app.request(sitePath(sessionCalls.publicKey));
    expect(res.headers.get('cache-control')).toMatch(/max-age=3600/);
    const key = await publicKey(t.app);
    expect(key).toMatchObject({ alg: 'RSA-OAEP-256', enc: 'A256GCM', jwk: { kty: 'RSA', e: 'AQAB' } });
    expect(Object.keys(key.jwk).sort()).toEqual(['e', 'kty', 'n']);
    const [row] = await t.db.select().from(serverKeys).where(eq(serverKeys.id, key.keyId));
    expect(row?.secret.length).toBeGreaterThan(1000);
    expect(JSON.stringify(key)).not.toContain(row!.secret.slice(0, 40));
  });

  it('after a rotation, a ciphertext made with the previous key still signs in', async () => {
    const phone = await signUpByPhone(t.app);
    const previous = await publicKey(t.app);
    const current = await rotateKeys(t.db);
    expect(current.keyId).not.toBe(previous.keyId);
    expect((await publicKey(t.app)).keyId).toBe(current.keyId);
    expect((await signIn(t.app, phone, PASSWORD, { key: previous })).result?.Code).toBe('1');
    expect((await signIn(t.app, phone, PASSWORD, { key: current })).result?.Code).toBe('1');

    // Two rotations on, the oldest key is gone: a clear 409 tells the client to fetch the key again.
    await rotateKeys(t.db);
    const stale = await signIn(t.app, phone, PASSWORD, { key: previous });
    expect(stale.status).toBe(409);
    expect(stale.envelope).toEqual({ code: '409', shortDescription: 'This sign-in form has expired. Please try again.', data: null });
    expect((await t.db.select().from(serverKeys).where(eq(serverKeys.kind, 'rsa-oaep'))).length).toBe(2);
  });

  it('refuses an unknown key id, and a ciphertext that does not open', async () => {
    const phone = await signUpByPhone(t.app);
    const key = await publicKey(t.app);
    const unknown = await signIn(t.app, phone, PASSWORD, { key: { ...key, keyId: 'no-such-key' } });
    expect(unknown.status).toBe(409);
    expect(unknown.envelope.shortDescription).toBe('This sign-in form has expired. Please try again.');

    const garbage = await send(t.app, onboardingCalls.signIn, { body: { keyId: key.keyId, wrappedKey: 'AAAA', iv: 'AAAAAAAAAAAAAAAA', ciphertext: 'AAAA' } });
    expect(garbage.status).toBe(400);
    expect(garbage.body.shortDescription).toBe('Your sign-in details could not be read. Please try again.');
    const plain = await send(t.app, onboardingCalls.signIn, { body: { userName: phone, password: PASSWORD } as never });
    expect(plain.status).toBe(400);
    expect(plain.body.shortDescription).toBe(MESSAGES.genericFailure);
  });

  it('rotates by itself once the key is CIPHER_ROTATE_DAYS old', async () => {
    const before = await publicKey(t.app);
    t.advance(6 * DAY);
    expect((await publicKey(t.app)).keyId).toBe(before.keyId);
    t.advance(2 * DAY);
    const after = await publicKey(t.app);
    expect(after.keyId).not.toBe(before.keyId);
    const phone = await signUpByPhone(t.app);
    expect((await signIn(t.app, phone, PASSWORD, { key: before })).result?.Code).toBe('1');
  });
});
