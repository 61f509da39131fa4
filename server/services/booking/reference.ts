import { randomBytes } from 'node:crypto';

/** 32 symbols without the look-alikes I, O, 0 and 1: 32 divides 256, so byte & 31 has no bias. */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * Symbols after 'FRE-' in a new reference: 10 × 5 bits = 50 bits, so a throttled look-up
 * (server/auth/limits.ts BOOKING_LOOKUP_LIMIT) cannot find a booking by guessing. References
 * issued before were 6 symbols; they still look up, check in and pay.
 */
export const REFERENCE_SYMBOLS = 10;

/** A reference as issued: 'FRE-' and 10 symbols, or the 6 of an older booking. */
export const REFERENCE_PATTERN = /^FRE-(?:[A-HJ-NP-Z2-9]{10}|[A-HJ-NP-Z2-9]{6})$/;

/** A booking reference: 'FRE-' and REFERENCE_SYMBOLS symbols from a cryptographic random source. */
export function newReference(random: (size: number) => Uint8Array = randomBytes): string {
  const bytes = random(REFERENCE_SYMBOLS);
  let out = 'FRE-';
  for (const b of bytes) out += REFERENCE_ALPHABET[b & 31];
  return out;
}
