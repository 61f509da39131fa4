import { randomBytes } from 'node:crypto';
import { HIRE_CALLBACK } from '../../../contract/hire';
import { REFERENCE_ALPHABET, REFERENCE_SYMBOLS } from '../booking/reference';

/** A hire reference: 'HIR-' and the booking references' 10 symbols (50 bits, so a throttled look-up cannot guess one). */
export const HIRE_REFERENCE = /^HIR-[A-HJ-NP-Z2-9]{10}$/;

/** Whether a reference (as a provider or webhook names it) is a hire's; the payment service routes those here. */
export const isHireReference = (reference: string) => HIRE_REFERENCE.test(reference.trim().toUpperCase());

export function newHireReference(random: (size: number) => Uint8Array = randomBytes): string {
  let out = 'HIR-';
  for (const b of random(REFERENCE_SYMBOLS)) out += REFERENCE_ALPHABET[b & 31];
  return out;
}

/** Where the card checkout returns the traveller: the app's hire result page, with our reference. */
export function hireCallbackUrl(base: string, reference: string): string {
  const url = new URL(`${base}${HIRE_CALLBACK.path}`);
  url.searchParams.set(HIRE_CALLBACK.param, reference);
  return url.toString();
}
