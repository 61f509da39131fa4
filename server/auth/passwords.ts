import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import * as v from 'valibot';
import { parseEnv } from '../env';

// scrypt at N=2^14, r=8 (16 MiB, ~50 ms here): the OWASP minimum, within Node's default maxmem.
export const SCRYPT_COST = 16384;
const KEY_LENGTH = 32;

/**
 * N for new hashes: SCRYPT_COST, a power of two from 1024, only ever set lower for the test runs
 * (a burst of 300 sign-in guesses spent 15 s of CPU on hashing alone and proved nothing more).
 * A stored hash keeps its own N, so every hash verifies whatever this is.
 */
export function scryptCost(env: Record<string, string | undefined>): number {
  const { SCRYPT_COST: given } = parseEnv(
    v.object({
      SCRYPT_COST: v.optional(v.pipe(v.string(), v.transform(Number), v.check((n) => Number.isInteger(Math.log2(n)) && n >= 1024 && n <= 1 << 20, 'SCRYPT_COST is a power of two from 1024 to 1048576.'))),
    }),
    env,
  );
  return given ?? SCRYPT_COST;
}

const PARAMS = { N: scryptCost(process.env), r: 8, p: 1 } as const;

const derive = (secret: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => {
    scrypt(secret.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });

/** Salted scrypt of a password or one-time code: 'scrypt$N$r$p$salt$hash' (base64url). */
export async function hashSecret(secret: string, cost: number = PARAMS.N): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, { ...PARAMS, N: cost });
  return ['scrypt', cost, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time check of a secret against `hashSecret` output; false for anything malformed. */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(secret, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let dummy: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown account cannot be told apart by timing. */
export async function verifyAgainstNothing(secret: string): Promise<false> {
  dummy ??= hashSecret(randomBytes(16).toString('hex'));
  await verifySecret(secret, await dummy);
  return false;
}
