import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  fromBase64Url, importAesKey, openResponse, openWith, requestAad, sealedRequestSchema, sealRequest, sealWith, RESPONSE_AAD, toBase64Url, type PublicKeyInfo,
} from './cipher';

const subtle = globalThis.crypto.subtle;

/** The server's part, done here with WebCrypto alone: an RSA-OAEP-256 pair and the unwrap. */
async function serverKey() {
  const pair = await subtle.generateKey({ name: 'RSA-OAEP', hash: 'SHA-256', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, ['encrypt', 'decrypt']);
  const jwk = await subtle.exportKey('jwk', pair.publicKey);
  const info: PublicKeyInfo = { keyId: 'k1', alg: 'RSA-OAEP-256', enc: 'A256GCM', jwk: { kty: 'RSA', n: jwk.n!, e: jwk.e! }, rotatesAt: new Date().toISOString() };
  return { info, privateKey: pair.privateKey };
}

describe('credential cipher', () => {
  it('base64url round-trips bytes, without padding or + /', () => {
    const bytes = new Uint8Array(Array.from({ length: 300 }, (_, i) => (i * 37) % 256));
    const text = toBase64Url(bytes);
    expect(text).toMatch(/^[\w-]+$/);
    expect(fromBase64Url(text)).toEqual(bytes);
  });

  it('seals credentials the server can open, and opens the sealed answer', async () => {
    const { info, privateKey } = await serverKey();
    const { body, session } = await sealRequest(info, 'signin', { userName: 'ada@example.com', password: 'Secret#123' });
    expect(v.safeParse(sealedRequestSchema, body).success).toBe(true);
    expect(JSON.stringify(body)).not.toContain('Secret#123');

    const raw = new Uint8Array(await subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64Url(body.wrappedKey)));
    const serverSession = await importAesKey(raw);
    expect(await openWith(serverSession, requestAad('signin', 'k1'), body)).toEqual({ userName: 'ada@example.com', password: 'Secret#123' });

    const answer = await sealWith(serverSession, RESPONSE_AAD, { Code: '1', Data: { jwtToken: 't' }, ShortDescription: 'Logged In Successfully' });
    expect(await openResponse(session, answer)).toEqual({ Code: '1', Data: { jwtToken: 't' }, ShortDescription: 'Logged In Successfully' });
  });

  it('refuses a request replayed for another purpose or tampered with', async () => {
    const { info, privateKey } = await serverKey();
    const { body } = await sealRequest(info, 'token', { userName: 'guest' });
    const raw = new Uint8Array(await subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64Url(body.wrappedKey)));
    const key = await importAesKey(raw);
    await expect(openWith(key, requestAad('signin', 'k1'), body)).rejects.toThrow();
    const flipped = fromBase64Url(body.ciphertext);
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    await expect(openWith(key, requestAad('token', 'k1'), { iv: body.iv, ciphertext: toBase64Url(flipped) })).rejects.toThrow();
  });

  it('uses a fresh key and nonce every time', async () => {
    const { info } = await serverKey();
    const a = await sealRequest(info, 'signin', { x: 1 });
    const b = await sealRequest(info, 'signin', { x: 1 });
    expect(a.body.wrappedKey).not.toBe(b.body.wrappedKey);
    expect(a.body.iv).not.toBe(b.body.iv);
    expect(a.body.ciphertext).not.toBe(b.body.ciphertext);
  });
});
