import { randomBytes } from 'node:crypto';

/** 32 symbols without the look-alikes I, O, 0 and 1: 32 divides 256, so byte & 31 has no bias. */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERENCE_PATTERN = /^FRE-[A-HJ-NP-Z2-9]{6}$/;

/** A booking reference: 'FRE-' and six symbols from a cryptographic random source. */
export function newReference(random: (size: number) => Uint8Array = randomBytes): string {
  const bytes = random(6);
  let out = 'FRE-';
  for (const b of bytes) out += REFERENCE_ALPHABET[b & 31];
  return out;
}
