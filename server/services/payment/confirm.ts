import type { Context } from 'hono';
import type { Ticket } from '../../../contract/booking';
import { fail } from '../../../contract/envelope';
import { CONFIRM_OUTCOME } from '../../../contract/payment';
import type { Db } from '../../db/client';
import { sendFail, sendOk } from '../../http/respond';
import { PROVIDERS } from '../../providers/payments/catalog';
import type { ProviderName, Verification } from '../../providers/payments/types';
import { abandonBooking, payableBooking, settleBooking } from '../booking/settle';

export type Verdict =
  | { kind: 'confirmed'; ticket: Ticket }
  | { kind: 'pending' | 'cancelled' | 'failed' | 'unknown-booking' | 'unknown-payment' | 'amount-mismatch' | 'seats-lost' | 'too-late' };

type Verifier = { name: ProviderName; verify(reference: string): Promise<Verification | undefined> };

/**
 * Asks the provider, server to server, what became of the money for a booking and acts on it:
 * paid → settleBooking (idempotent on the provider's transaction id); cancelled or failed →
 * the pending booking is abandoned. Confirm calls and webhooks both end here.
 */
export async function confirmWithProvider(db: Db, provider: Verifier, reference: string): Promise<Verdict> {
  const booking = await payableBooking(db, reference);
  if (!booking) return { kind: 'unknown-booking' };
  // The booking's own spelling of the reference is the one the provider was given.
  const verification = await provider.verify(booking.reference);
  if (!verification) return { kind: 'unknown-payment' };
  switch (verification.status) {
    case 'paid': {
      const settled = await settleBooking(db, {
        reference: booking.reference,
        gateway: PROVIDERS[provider.name].gateway,
        provider: provider.name,
        providerReference: verification.providerReference,
        amountKobo: verification.amountKobo,
      });
      switch (settled.outcome) {
        case 'confirmed':
        case 'already-confirmed':
          return { kind: 'confirmed', ticket: settled.ticket };
        case 'not-found':
          return { kind: 'unknown-booking' };
        case 'cancelled':
          return { kind: 'too-late' };
        default:
          return { kind: settled.outcome };
      }
    }
    case 'pending':
      return { kind: 'pending' };
    case 'cancelled':
    case 'failed':
      // abandonBooking leaves a booking that another payment confirmed as it is.
      await abandonBooking(db, booking.reference, verification.status === 'cancelled' ? 2 : 6);
      return { kind: verification.status };
  }
}

/**
 * The envelope of a verdict. The provider's own answers (not paid yet, cancelled, failed) are
 * HTTP 200 with the spec's codes; a reference nobody knows is 404; money that cannot buy the
 * seats any more is 409.
 */
export function answerVerdict(c: Context, verdict: Verdict, reference: string, provider: ProviderName): Response {
  const label = PROVIDERS[provider].label;
  const outcome = (o: { code: string; message: string }) => c.json(fail(o.code, o.message), 200);
  switch (verdict.kind) {
    case 'confirmed':
      return sendOk(c, verdict.ticket, 'Payment confirmed.');
    case 'pending':
      return outcome(provider === 'azapay' ? CONFIRM_OUTCOME.transferPending : CONFIRM_OUTCOME.pending);
    case 'cancelled':
      return outcome(CONFIRM_OUTCOME.cancelled);
    case 'failed':
      return outcome(CONFIRM_OUTCOME.failed);
    case 'unknown-booking':
      return sendFail(c, 404, `No booking found with reference ${reference}.`);
    case 'unknown-payment':
      return sendFail(c, 404, `No ${label} payment was started for booking ${reference}.`);
    case 'amount-mismatch':
      return sendFail(c, 409, `${label} collected an amount that does not match booking ${reference}. Please contact support.`);
    case 'seats-lost':
      return sendFail(c, 409, `The seats of booking ${reference} were released before the payment arrived. Please contact support for a refund.`);
    case 'too-late':
      return sendFail(c, 409, `Booking ${reference} was closed before the payment arrived. Please contact support for a refund.`);
  }
}
