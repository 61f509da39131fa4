import type { Context } from 'hono';
import { fail } from '../../../contract/envelope';
import { HIRE_CODES, HIRE_MESSAGES } from '../../../contract/hire';
import { CONFIRM_OUTCOME } from '../../../contract/payment';
import { sendFail, sendOk } from '../../http/respond';
import { naira } from '../../money';
import { PROVIDERS } from '../../providers/payments/catalog';
import { isProviderName } from '../../providers/payments/types';
import type { Verifier } from '../payment/confirm';
import type { HireContext } from './context';
import { settleHire, type HireRefund } from './settle';
import { hireSummary } from './summary';

/** What happened to money that bought nothing, said plainly: why, and where the money is. */
export function hireRefundMessage(refund: HireRefund, reference: string): string {
  const label = isProviderName(refund.provider) ? PROVIDERS[refund.provider].label : refund.provider;
  const why = {
    duplicate: `Hire ${reference} was already paid.`,
    'amount-mismatch': `${label} collected an amount that does not match hire ${reference}, so the hire was cancelled.`,
    'too-late': `Hire ${reference} had expired or was cancelled before the payment arrived.`,
  }[refund.kind];
  const payment = `Your ${refund.kind === 'duplicate' ? 'second ' : ''}payment of ${naira(refund.amountKobo)} with ${label}`;
  const where = {
    refunded: `${payment} has been refunded.`,
    pending: `${payment} is being refunded.`,
    failed: `${payment} could not be refunded automatically. Please contact support for a refund.`,
  }[refund.state];
  return `${why} ${where}`;
}

/**
 * GET /Payment/ProcessHiredServicePaystackPayment/{ref} (spec 2 §7.5): settles the hire with its
 * provider, then answers code '1' with the summary when paid; else the confirm calls' outcomes:
 * '0' not paid yet, '2' cancelled at the checkout (its vehicles are freed), HIRE_CODES.expired; money
 * that bought nothing 409 'refund' saying why and where the money is; an unknown reference 404.
 */
export async function confirmHireCard(c: Context, ctx: HireContext, reference: string): Promise<Response> {
  const settled = await settleHire(ctx, reference, { returned: true });
  if (!settled) return sendFail(c, 404, HIRE_MESSAGES.notFound);
  const { hire, refund } = settled;
  const outcome = (code: string, message: string, status: 200 | 409 = 200) => c.json(fail(code, message), status);
  if (hire.status === 'paid') return sendOk(c, hireSummary(hire), 'Payment confirmed.');
  if (refund) return outcome(CONFIRM_OUTCOME.refund.code, hireRefundMessage(refund, hire.reference), 409);
  switch (hire.status) {
    case 'awaiting-payment':
      return outcome(CONFIRM_OUTCOME.pending.code, hire.provider === 'azapay' ? CONFIRM_OUTCOME.transferPending.message : CONFIRM_OUTCOME.pending.message);
    case 'cancelled':
      return outcome(CONFIRM_OUTCOME.cancelled.code, CONFIRM_OUTCOME.cancelled.message);
    case 'expired':
      return outcome(HIRE_CODES.expired, HIRE_MESSAGES.expired);
  }
}

/**
 * A payment webhook about a hire (its reference starts 'HIR-'): settled here instead of as a seat
 * booking. The outcome is asked of `provider` (the one that sent it) for `transaction`, never
 * taken from the body. Answers the hire's status after, or 'unknown-hire'.
 */
export async function hireWebhook(ctx: HireContext, provider: Verifier, reference: string, transaction?: string): Promise<string> {
  const settled = await settleHire(ctx, reference, { provider, transaction });
  return settled?.hire.status ?? 'unknown-hire';
}
