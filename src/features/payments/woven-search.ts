import * as v from 'valibot';

/*
 * The route definitions, and so their search schemas, are in the app's first load: this file
 * imports nothing from contract/ (woven-search.test.ts proves REFERENCE equals the contract's).
 */
/** contract/payment.ts referenceSchema. */
export const REFERENCE = /^[A-Z0-9-]{6,40}$/i;

/** /woven-pay?reference=REF: the booking whose virtual account the page shows; anything else reads as none. */
const wovenSearchSchema = v.object({ reference: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.regex(REFERENCE), v.toUpperCase())), undefined) });
export type WovenSearch = { reference?: string | undefined };

/**
 * A malformed reference is answered as `reference: undefined`, not left out: the router keeps the
 * raw value of a key the route's search leaves out.
 */
export const parseWovenSearch = (raw: Record<string, unknown>): WovenSearch => ({ reference: v.parse(wovenSearchSchema, raw).reference });
