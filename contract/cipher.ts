import * as v from 'valibot';
import { typedText } from './validation';

/**
 * The credential cipher of spec 2 §1 ("login and guest-token credentials are sent as an
 * encrypted payload"), built only on WebCrypto so the browser, the service worker and the
 * server's tests run the very same code.
 *
 * Hybrid encryption: the server publishes an RSA-OAEP (SHA-256, 2048-bit) public key with a
 * key id. For each request the client makes a fresh AES-GCM-256 key, encrypts the JSON
 * credentials with it, and wraps the AES key with the server's public key. The server answers
 * with the result encrypted under the same AES key, so only the caller can read its tokens
 * (a replayed request yields an answer the replayer cannot decrypt).
 */

export const CIPHER_ALG = 'RSA-OAEP-256';
export const CIPHER_ENC = 'A256GCM';

/** What a request is for; bound into the ciphertext so one cannot be replayed as another. */
export type CipherPurpose = 'signin' | 'token';

const b64url = v.pipe(v.string(), v.regex(/^[\w-]*$/, 'Not base64url.'));

/** GET /customer/publickey → data. */
export const publicKeyInfoSchema = v.object({
  keyId: v.pipe(v.string(), v.minLength(1)),
  alg: v.literal(CIPHER_ALG),
  enc: v.literal(CIPHER_ENC),
  jwk: v.looseObject({ kty: v.literal('RSA'), n: b64url, e: b64url }),
  /** After this the key is only accepted as the previous one, until the next rotation. */
  rotatesAt: v.string(),
});
export type PublicKeyInfo = v.InferOutput<typeof publicKeyInfoSchema>;

/** The request body of POST /customer/signin and POST /token. */
export const sealedRequestSchema = v.object({
  keyId: v.pipe(v.string(), v.minLength(1, 'keyId is required.'), v.maxLength(64), typedText('keyId')),
  /** The AES key, RSA-OAEP-wrapped, base64url. */
  wrappedKey: v.pipe(b64url, v.minLength(1, 'wrappedKey is required.'), v.maxLength(1024)),
  /** 12-byte AES-GCM nonce, base64url. */
  iv: v.pipe(b64url, v.length(16, 'iv must be 12 bytes.')),
  /** AES-GCM output (ciphertext then 16-byte tag), base64url. */
  ciphertext: v.pipe(b64url, v.minLength(1, 'ciphertext is required.'), v.maxLength(8192)),
});
export type SealedRequest = v.InferOutput<typeof sealedRequestSchema>;

/** An answer sealed with the request's AES key: the envelope's `data` of POST /customer/signin. */
export const sealedSchema = v.object({ iv: v.pipe(b64url, v.length(16)), ciphertext: b64url });
export type Sealed = v.InferOutput<typeof sealedSchema>;

export const requestAad = (purpose: CipherPurpose, keyId: string) => `freely:${purpose}:${keyId}`;
export const RESPONSE_AAD = 'freely:response';

const subtle = () => globalThis.crypto.subtle;
const utf8 = new TextEncoder();

export function toBase64Url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (let i = 0; i < view.length; i += 0x8000) binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** AES-GCM-encrypts a JSON value with a fresh nonce. */
export async function sealWith(key: CryptoKey, aad: string, payload: unknown): Promise<Sealed> {
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = utf8.encode(JSON.stringify(payload));
  const ciphertext = await subtle().encrypt({ name: 'AES-GCM', iv, additionalData: utf8.encode(aad) }, key, data);
  return { iv: toBase64Url(iv), ciphertext: toBase64Url(ciphertext) };
}

/** Decrypts and parses what `sealWith` made; throws when the key, nonce, AAD or data differ. */
export async function openWith(key: CryptoKey, aad: string, sealed: Sealed): Promise<unknown> {
  const plain = await subtle().decrypt(
    { name: 'AES-GCM', iv: fromBase64Url(sealed.iv), additionalData: utf8.encode(aad) },
    key,
    fromBase64Url(sealed.ciphertext),
  );
  return JSON.parse(new TextDecoder().decode(plain)) as unknown;
}

export const importAesKey = (raw: Uint8Array<ArrayBuffer>) => subtle().importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);

/**
 * The client side of a sealed call: encrypts `payload` for the server's published key. Keep
 * `session` to open the answer with `openResponse`; it never leaves the page.
 */
export async function sealRequest(key: PublicKeyInfo, purpose: CipherPurpose, payload: unknown): Promise<{ body: SealedRequest; session: CryptoKey }> {
  const rsa = await subtle().importKey('jwk', { ...key.jwk, alg: CIPHER_ALG, ext: true }, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const raw = globalThis.crypto.getRandomValues(new Uint8Array(32));
  const session = await importAesKey(raw);
  const wrappedKey = await subtle().encrypt({ name: 'RSA-OAEP' }, rsa, raw);
  raw.fill(0);
  const sealed = await sealWith(session, requestAad(purpose, key.keyId), payload);
  return { body: { keyId: key.keyId, wrappedKey: toBase64Url(wrappedKey), ...sealed }, session };
}

/** Opens the sealed `data` of the server's answer into {Code, Data, ShortDescription}. */
export const openResponse = (session: CryptoKey, sealed: Sealed) => openWith(session, RESPONSE_AAD, sealed);
