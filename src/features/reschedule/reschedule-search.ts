/*
 * The route's search parser is in the app's first load (src/routes/reschedule.tsx), which is at its
 * budget: no contract import (its schemas and contract/booking.ts would follow) and no valibot
 * schema here, two patterns and a few lines instead. reschedule-search.test.ts proves the patterns
 * equal the contract's.
 */
import { ourReference } from '@/lib/our-reference';

/** contract/payment.ts referenceSchema: a booking reference. */
export const BOOKING_REFERENCE = /^[A-Z0-9-]{6,40}$/;
/** contract/reschedule.ts RESCHEDULE_REFERENCE. */
export const RESCHEDULE_REFERENCE = /^RSC-[A-HJ-NP-Z2-9]{10}$/;

/**
 * ?ref=FRE-… opens the page with the booking's reference filled in (booking history, a ticket);
 * ?reference=RSC-… is where the card checkout returns (contract RESCHEDULE_CALLBACK): the page
 * confirms that reschedule's fee. Anything malformed is dropped (a link degrades, never errors).
 */
export type RescheduleSearch = { ref?: string; reference?: string };

const read = (value: unknown, pattern: RegExp) => {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim().toUpperCase() : '';
  return pattern.test(text) ? text : undefined;
};

export function parseRescheduleSearch(raw: Record<string, unknown>): RescheduleSearch {
  const ref = read(raw.ref, BOOKING_REFERENCE);
  const reference = read(ourReference(raw.reference), RESCHEDULE_REFERENCE);
  return { ...(ref ? { ref } : {}), ...(reference ? { reference } : {}) };
}
