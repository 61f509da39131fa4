import { BILLS_MESSAGES, BILLS_TOKEN_TTL_SECONDS } from '../../../contract/bills';
import { roleToken } from '../../auth/role-token';
import type { CustomerSession } from '../../auth/require-customer';
import { RuleError, sendBillsFail } from '../../http/respond';

/**
 * The bills token (POST /token), role 'Bills' (auth/role-token.ts): it opens only the bills
 * service, and neither an access token nor the wallet token opens bills. It lasts
 * BILLS_TOKEN_TTL_SECONDS and dies with the sign-in (sign-out, password change).
 *
 * The spec calls it a password grant (`grant_type=password`, `username`). The app keeps no
 * password after sign-in (and a Google sign-in has none), so the proof is the customer's session
 * bearer that comes with the request; `username` must be that customer's own e-mail.
 */
const billsTokens = roleToken({
  role: 'Bills',
  ttlSeconds: BILLS_TOKEN_TTL_SECONDS,
  refuse: (c) => sendBillsFail(c, 401, BILLS_MESSAGES.tokenExpired),
});

/** The e-mail a call names (the token's username, the history's email) must be the customer's own, else 403. */
export function assertOwnEmail(customer: CustomerSession, email: string): void {
  if (!customer.email || email.trim().toLowerCase() !== customer.email.toLowerCase()) throw new RuleError(BILLS_MESSAGES.notYours, 403);
}

export const issueBillsToken = billsTokens.issue;

/** Lets a valid bills token through with its customer on `c.get('customer')`; else 401 in the bills envelope. */
export const requireBillsToken = billsTokens.require;
