import type { Context } from 'hono';
import * as v from 'valibot';
import { RuleError } from '../../http/respond';
import { describeIssues } from '../../http/validate';
import type { AccountStyle } from '../../providers/payments/types';

/**
 * Developers and tests may ask the bank-transfer sandbox for the other account shape with this
 * header; the app never sends it, so travellers get AZAPAY_ACCOUNT_STYLE.
 */
export const ACCOUNT_STYLE_HEADER = 'x-sandbox-account-style';
export const accountStyleHeader = v.object({
  [ACCOUNT_STYLE_HEADER]: v.optional(v.picklist(['named', 'virtual'], `${ACCOUNT_STYLE_HEADER} is 'named' or 'virtual'.`)),
});

/** The style this request asks for, if any; a bad value is refused (400) before anything is opened. */
export function accountStyleFor(c: Context): AccountStyle | undefined {
  const parsed = v.safeParse(accountStyleHeader, c.req.header());
  if (!parsed.success) throw new RuleError(describeIssues(parsed.issues), 400);
  return parsed.output[ACCOUNT_STYLE_HEADER];
}
