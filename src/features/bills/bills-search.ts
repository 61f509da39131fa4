import * as v from 'valibot';
import { ourReference } from '@/lib/our-reference';

/*
 * The route definitions (and so their search schemas) are in the app's first load, and a module
 * lives in one file: importing contract/bills.ts here would put all of it that the bills screens
 * use (messages, schemas, and contract/wallet.ts behind it) on the home page. So the two facts the
 * search needs are written here, and bills-search.test.ts proves they equal the contract's.
 */
/** contract/bills.ts BILL_KINDS. */
export const PANELS = ['airtime', 'data', 'electricity', 'tv'] as const;
/** contract/bills.ts BILL_REFERENCE: BIL- and 12 symbols of the booking reference alphabet. */
export const REFERENCE = /^BIL-[A-HJ-NP-Z2-9]{12}$/;

const referenceSchema = v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.regex(REFERENCE))), undefined);

/**
 * /bills-payment's search: the open panel and its generated reference, so a reload or Back keeps
 * both (a panel without a reference asks for a new one). Anything else is dropped.
 */
export const billsSearchSchema = v.object({
  panel: v.fallback(v.optional(v.picklist(PANELS)), undefined),
  reference: referenceSchema,
});

/** /paybill-call-back?reference=: the bill the card checkout sent the traveller back for; anything else reads as none. */
export const billResultSearchSchema = v.object({ reference: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(ourReference), v.string(), v.trim(), v.regex(REFERENCE))), undefined) });
