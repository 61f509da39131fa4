import * as v from 'valibot';
import { ourReference } from '@/lib/our-reference';

/**
 * ?reference= of a wallet funding: back from the card checkout on /profile (a number-like one
 * arrives parsed as a number), or the bank transfer /wallet-woven-pay shows. Anything else is dropped.
 */
export const fundingSearchSchema = v.object({
  reference: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(ourReference), v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.regex(/^[\w-]{6,40}$/))), undefined),
});
