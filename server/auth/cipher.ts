import { randomBytes } from 'node:crypto';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import {
  CIPHER_ALG, CIPHER_ENC, fromBase64Url, importAesKey, openWith, requestAad, RESPONSE_AAD, sealWith, toBase64Url,
  type CipherPurpose, type PublicKeyInfo, type Sealed, type SealedRequest,
} from '../../contract/cipher';
import { ONBOARDING_MESSAGES } from '../../contract/onboarding-messages';
import type { Db } from '../db/client';
import { serverKeys } from '../db/schema-accounts';
import { RuleError } from '../http/respond';
import { authContext } from './context';

/**
 * The server half of contract/cipher.ts. RSA-OAEP-256 key pairs live in server_keys so restarts
 * keep them; the newest is published, and the one before it still opens requests, so a page that
 * fetched the key just before a rotation can still sign in. Older pairs are deleted.
 */
const KIND = 'rsa-oaep';
const KEEP = 2;
const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const subtle = () => globalThis.crypto.subtle;

type KeyRow = typeof serverKeys.$inferSelect;

const toInfo = (row: KeyRow, rotateDays: number): PublicKeyInfo => {
  const { kty, n, e } = row.publicJwk as { kty: 'RSA'; n: string; e: string };
  return {
    keyId: row.id,
    alg: CIPHER_ALG,
    enc: CIPHER_ENC,
    jwk: { kty, n, e },
    rotatesAt: new Date(row.createdAt.getTime() + rotateDays * 86_400_000).toISOString(),
  };
};

const newest = (db: Db) => db.select().from(serverKeys).where(eq(serverKeys.kind, KIND)).orderBy(desc(serverKeys.createdAt)).limit(1);

async function generate(createdAt: Date) {
  const pair = await subtle().generateKey({ ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, ['encrypt', 'decrypt']);
  const jwk = await subtle().exportKey('jwk', pair.publicKey);
  const pkcs8 = await subtle().exportKey('pkcs8', pair.privateKey);
  const id = `${createdAt.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(6).toString('hex')}`;
  return { id, kind: KIND, publicJwk: { kty: jwk.kty, n: jwk.n, e: jwk.e }, secret: toBase64Url(pkcs8), createdAt };
}

/**
 * Makes a new key pair current; the old current one becomes the previous, older ones go.
 * With `onlyIfStale`, a pair another process made meanwhile is kept instead.
 */
export async function rotateKeys(db: Db, options: { onlyIfStale?: boolean } = {}): Promise<PublicKeyInfo> {
  const { settings, now } = authContext(db);
  const fresh = await generate(now());
  return db.transaction(async (tx) => {
    // Serialises rotations across processes sharing one PostgreSQL.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('freely.server_keys'))`);
    const [current] = await tx.select().from(serverKeys).where(eq(serverKeys.kind, KIND)).orderBy(desc(serverKeys.createdAt)).limit(1);
    if (options.onlyIfStale && current && !isStale(current, settings.cipherRotateDays, now())) return toInfo(current, settings.cipherRotateDays);
    // Strictly newer than the current key, so "newest" never ties.
    if (current && fresh.createdAt <= current.createdAt) fresh.createdAt = new Date(current.createdAt.getTime() + 1);
    await tx.insert(serverKeys).values(fresh);
    const keep = await tx.select({ id: serverKeys.id }).from(serverKeys).where(eq(serverKeys.kind, KIND)).orderBy(desc(serverKeys.createdAt)).limit(KEEP);
    await tx.delete(serverKeys).where(and(eq(serverKeys.kind, KIND), notInArray(serverKeys.id, keep.map((k) => k.id))));
    return toInfo({ ...fresh, publicJwk: fresh.publicJwk as JsonWebKey }, settings.cipherRotateDays);
  });
}

const isStale = (row: KeyRow, rotateDays: number, now: Date) => now.getTime() - row.createdAt.getTime() >= rotateDays * 86_400_000;

const rotating = new WeakMap<Db, Promise<PublicKeyInfo>>();

/** The key clients should encrypt with: made on first use and replaced every CIPHER_ROTATE_DAYS. */
export async function currentPublicKey(db: Db): Promise<PublicKeyInfo> {
  const { settings, now } = authContext(db);
  const [row] = await newest(db);
  if (row && !isStale(row, settings.cipherRotateDays, now())) return toInfo(row, settings.cipherRotateDays);
  let pending = rotating.get(db);
  if (!pending) {
    pending = rotateKeys(db, { onlyIfStale: true }).finally(() => rotating.delete(db));
    rotating.set(db, pending);
  }
  return pending;
}

// Imported private keys by key id (ids are random, so one map serves every database).
const imported = new Map<string, Promise<CryptoKey>>();

function privateKey(row: KeyRow): Promise<CryptoKey> {
  let key = imported.get(row.id);
  if (!key) {
    key = subtle().importKey('pkcs8', fromBase64Url(row.secret), RSA, false, ['decrypt']);
    imported.set(row.id, key);
  }
  return key;
}

/**
 * Opens a sealed request: finds the key pair (current or previous), unwraps the AES key and
 * decrypts. Unknown key id → 409 (the client fetches the key again and retries); anything that
 * does not decrypt → 400. The returned session key seals the answer.
 */
export async function openSealedRequest(db: Db, body: SealedRequest, purpose: CipherPurpose): Promise<{ payload: unknown; session: CryptoKey }> {
  const [row] = await db.select().from(serverKeys).where(and(eq(serverKeys.id, body.keyId), eq(serverKeys.kind, KIND)));
  if (!row) throw new RuleError(ONBOARDING_MESSAGES.unknownKey, 409);
  try {
    const raw = new Uint8Array(await subtle().decrypt({ name: 'RSA-OAEP' }, await privateKey(row), fromBase64Url(body.wrappedKey)));
    if (raw.length !== 32) throw new Error('AES key must be 256 bits');
    const session = await importAesKey(raw);
    const payload = await openWith(session, requestAad(purpose, body.keyId), { iv: body.iv, ciphertext: body.ciphertext });
    return { payload, session };
  } catch {
    throw new RuleError(ONBOARDING_MESSAGES.unreadable, 400);
  }
}

/** Seals an answer with the request's AES key. */
export const sealResponse = (session: CryptoKey, payload: unknown): Promise<Sealed> => sealWith(session, RESPONSE_AAD, payload);
