import * as v from 'valibot';

/*
 * The route's search schema is in the app's first load: importing contract/ambassador.ts here
 * would put its schemas on the home page. So the one fact it needs is written here, and
 * upgrade-search.test.ts proves it equals the contract's.
 */
/** contract/ambassador.ts VERIFICATION_ID. */
export const VERIFICATION_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * /upgrade?verificationId=…: the invitation id as the link has it (the router may read an id of
 * digits as a number). Kept even when malformed, so the page can say the link is broken rather
 * than that it is missing; anything unreadable reads as missing.
 */
export const upgradeSearchSchema = v.object({
  verificationId: v.fallback(v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.maxLength(200))), undefined),
});
export type UpgradeSearch = v.InferOutput<typeof upgradeSearchSchema>;
export const parseUpgradeSearch = (raw: Record<string, unknown>): UpgradeSearch => {
  const { verificationId } = v.parse(upgradeSearchSchema, raw);
  return verificationId ? { verificationId } : {};
};

/** What the link gives: an id to use, a broken one, or none. */
export const linkState = (verificationId: string | undefined): 'missing' | 'malformed' | 'ok' =>
  !verificationId ? 'missing' : VERIFICATION_ID.test(verificationId) ? 'ok' : 'malformed';
