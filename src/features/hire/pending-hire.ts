import type { HireRequest, HireRequestResult } from '@contract/hire';
import type { PendingHire } from './hire-draft';

/** What makes two requests the same hire: everything sent but the payment method. */
export function requestKey(body: HireRequest): string {
  const { paymentMethod: _method, amount: _amount, ...rest } = body;
  return JSON.stringify(Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b))));
}

/** Keep reusing a hire until shortly before it lapses: a minute is left to pay it. */
const MARGIN_MS = 60_000;

/**
 * The hire already made for this very request and method, while it can still be paid: Pay again
 * (Back from the card checkout, a reload) goes on with it instead of holding the vehicles twice.
 */
export function reusableHire(pending: PendingHire | null, body: HireRequest, paymentMethod: number, now: number): PendingHire | undefined {
  if (!pending || pending.paymentMethod !== paymentMethod || pending.requestKey !== requestKey(body)) return undefined;
  return Date.parse(pending.expiresAt) - now > MARGIN_MS ? pending : undefined;
}

export const pendingOf = (result: HireRequestResult, body: HireRequest): PendingHire => ({
  refCode: result.refCode,
  paymentMethod: result.paymentMethod,
  checkoutUrl: result.checkoutUrl,
  expiresAt: result.expiresAt,
  requestKey: requestKey(body),
});
