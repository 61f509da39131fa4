import { randomBytes } from 'node:crypto';
import { RESCHEDULE_CALLBACK } from '../../../contract/reschedule';
import { REFERENCE_ALPHABET, REFERENCE_SYMBOLS } from '../booking/reference';

const symbols = (random: (size: number) => Uint8Array) => [...random(REFERENCE_SYMBOLS)].map((b) => REFERENCE_ALPHABET[b & 31]).join('');

/** A reschedule's reference: 'RSC-' and the booking references' 10 symbols (50 bits: a throttled look-up cannot guess one). */
export const newRescheduleReference = (random: (size: number) => Uint8Array = randomBytes) => `RSC-${symbols(random)}`;

/**
 * The reference of the booking row that holds a paid reschedule's new seats: never shown to anyone
 * (the traveller knows the booking's and the reschedule's), and paid through no provider.
 */
export const HOLD_PREFIX = 'HLD-';
export const newHoldReference = (random: (size: number) => Uint8Array = randomBytes) => `${HOLD_PREFIX}${symbols(random)}`;

/** The payment_provider of a hold row: no checkout claims it (settle.ts claimPayment wants null or its own provider), no release frees it. */
export const HOLD_PROVIDER = 'reschedule';

/** Where the card checkout returns the traveller: /reschedule?reference=RSC-…, which confirms the fee. */
export function rescheduleCallbackUrl(base: string, reference: string): string {
  const url = new URL(`${base}${RESCHEDULE_CALLBACK.path}`);
  url.searchParams.set(RESCHEDULE_CALLBACK.param, reference);
  return url.toString();
}
