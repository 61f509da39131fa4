import type { Context } from 'hono';
import type { Ticket } from '../../../contract/booking';
import type { ConfirmedTicket } from '../../../contract/tickets';
import { lagosClock } from '../../../contract/dates';
import { fail } from '../../../contract/envelope';
import { CONFIRM_OUTCOME, type HeldBooking } from '../../../contract/payment';
import type { Db } from '../../db/client';
import { sendFail, sendOk } from '../../http/respond';
import { naira } from '../../money';
import { PROVIDERS } from '../../providers/payments/catalog';
import { ProviderTrouble } from '../../providers/payments/trouble';
import type { ProviderName, Verification } from '../../providers/payments/types';
import { abandonBooking, payableBooking, releaseClaim, settleBooking } from '../booking/settle';
import type { BookingNotifier } from '../notifications/booking-confirmation';
import { isRecorded, refundPayment, type RefundState } from './refunds';
import { paidAfterWindow } from './virtual-account-window';
import { checkSoon, openCheck } from './checks/register';
import { normaliseReference } from '../booking/ticket';
import { bookingView, loadBookingRecord } from '../booking/booking-status';
import { rememberTicketHere } from '../booking/saved-ticket';
import type { CookieSecurity } from '../../auth/cookies';
import { provesBooking } from '../booking/owner-view';

/** Money that bought nothing and goes back: another payment had confirmed the booking, the amount was wrong, the booking was closed, or its seats were lost. */
export type RefundKind = 'duplicate' | 'amount-mismatch' | 'seats-lost' | 'too-late';

export type Verdict =
  | { kind: 'confirmed'; ticket: Ticket }
  /** The provider's payment was cancelled or failed; the booking still holds its seats until then and can be paid another way. */
  | { kind: 'still-held'; holdExpiresAt: Date }
  | { kind: RefundKind; amountKobo: number; refund: RefundState }
  | { kind: 'pending' | 'cancelled' | 'failed' | 'unknown-booking' | 'unknown-payment' | 'already-processed' };

/** What confirmation needs of a provider adapter: ask about a reference, give money back. */
export type Verifier = {
  name: ProviderName;
  verify(reference: string, transaction?: string): Promise<Verification | undefined>;
  refund(providerReference: string, amountKobo: number): Promise<void>;
};

export type ConfirmOptions = {
  /** A webhook's event id: recorded in the same transaction as what the payment moves (once). */
  eventId?: string;
  /** A webhook's transaction id: only that transaction of the reference is verified. */
  transaction?: string;
  /**
   * Sends the booking's e-mail and SMS once it is confirmed (once per booking; a replay retries a
   * send that failed). Never fails or long delays the confirmation. Without it nothing is sent.
   */
  notify?: BookingNotifier;
};

/**
 * Asks the provider, server to server, what became of the money for a booking and acts on it:
 * paid → settleBooking (idempotent on the provider's transaction id), and a payment that bought
 * nothing is refunded through the provider (refunds.ts); cancelled or failed → the pending
 * booking is abandoned. Confirm calls, webhooks and initialisations all end here, and so does the
 * traveller's confirmation e-mail and SMS (`notify`, after the commit). A webhook's
 * event is recorded inside the settling (or abandoning) transaction, never on its own; a
 * 'pending' answer records nothing, so the provider's next delivery is handled.
 */
export async function confirmWithProvider(db: Db, provider: Verifier, reference: string, options: ConfirmOptions = {}): Promise<Verdict> {
  const verdict = await confirmBooking(db, provider, reference, options);
  // Settled one way or another: its payment check closes on the next tick, with its receipts.
  if (!['pending', 'unknown-booking', 'unknown-payment', 'already-processed'].includes(verdict.kind)) {
    await checkSoon(db, { kind: 'booking', reference: normaliseReference(reference), provider: provider.name });
  }
  return verdict;
}

async function confirmBooking(db: Db, provider: Verifier, reference: string, options: ConfirmOptions): Promise<Verdict> {
  const booking = await payableBooking(db, reference);
  if (!booking) return { kind: 'unknown-booking' };
  // The booking's own spelling of the reference is the one the provider was given.
  let verification: Verification | undefined;
  try {
    verification = await provider.verify(booking.reference, options.transaction);
  } catch (error) {
    if (!(error instanceof ProviderTrouble)) throw error;
    // Nothing is known of the money: it stays under the guarantee's checks, and the traveller is told it is pending.
    console.warn(`Confirming ${booking.reference}: ${error.message}`);
    return { kind: 'pending' };
  }
  if (!verification) return { kind: 'unknown-payment' };
  const event = options.eventId === undefined ? undefined : { provider: provider.name, eventId: options.eventId };
  // Money the provider already gave back that we never recorded (refunded by hand) bought nothing.
  const status = verification.status === 'paid' && verification.refunded && !(await isRecorded(db, provider.name, verification.providerReference))
    ? 'failed'
    : verification.status;
  switch (status) {
    case 'paid': {
      // Money seen: it is under the guarantee whoever started it (a second tab's checkout, say).
      await openCheck(db, {
        kind: 'booking', reference: booking.reference, provider: provider.name, transaction: verification.providerReference,
        amountKobo: verification.amountKobo > 0 ? verification.amountKobo : booking.amountKobo, email: booking.email, phone: booking.phoneNumber,
      }, new Date(), { reopen: 'if-unpaid' });
      const settled = await settleBooking(db, {
        reference: booking.reference,
        gateway: PROVIDERS[provider.name].gateway,
        provider: provider.name,
        providerReference: verification.providerReference,
        amountKobo: verification.amountKobo,
        late: await paidAfterWindow(db, provider.name, verification),
      }, { event });
      switch (settled.outcome) {
        case 'confirmed':
        case 'already-confirmed':
          await options.notify?.(settled.ticket);
          return { kind: 'confirmed', ticket: settled.ticket };
        case 'not-found':
          return { kind: 'unknown-booking' };
        case 'already-processed':
          return { kind: 'already-processed' };
        default: {
          const refunded = await refundPayment(db, provider, verification.providerReference, { refundedAtProvider: verification.refunded });
          return {
            kind: settled.outcome === 'cancelled' ? 'too-late' : settled.outcome,
            amountKobo: refunded?.amountKobo ?? verification.amountKobo,
            refund: refunded?.refund ?? 'pending',
          };
        }
      }
    }
    case 'pending':
      return { kind: 'pending' };
    case 'cancelled':
    case 'failed': {
      // A cancelled payment is not a cancelled booking while its seats are held: any method may pay it now.
      const held = await releaseClaim(db, booking.reference, provider.name, { event });
      if (held === 'already-processed') return { kind: 'already-processed' };
      if (held) return { kind: 'still-held', holdExpiresAt: held.holdExpiresAt };
      // Leaves a booking that another payment confirmed, or that another provider is paying, as it is.
      const done = await abandonBooking(db, booking.reference, status === 'cancelled' ? 2 : 6, { provider: provider.name, event });
      return done === 'already-processed' ? { kind: 'already-processed' } : { kind: status };
    }
  }
}

/** What happened to a payment that bought nothing, said plainly: why, and where the money is. */
export function refundMessage(verdict: { kind: RefundKind; amountKobo: number; refund: RefundState }, reference: string, provider: ProviderName): string {
  const label = PROVIDERS[provider].label;
  const why: Record<RefundKind, string> = {
    duplicate: `Booking ${reference} was already paid.`,
    'amount-mismatch': `${label} collected an amount that does not match booking ${reference}.`,
    'seats-lost': `The seats of booking ${reference} were released before the payment arrived.`,
    'too-late': `Booking ${reference} was closed before the payment arrived.`,
  };
  const payment = `Your ${verdict.kind === 'duplicate' ? 'second ' : ''}payment of ${naira(verdict.amountKobo)} with ${label}`;
  const where: Record<RefundState, string> = {
    refunded: `${payment} has been refunded.`,
    pending: `${payment} is being refunded.`,
    failed: `${payment} could not be refunded automatically. Please contact support for a refund.`,
  };
  return `${why[verdict.kind]} ${where[verdict.refund]}`;
}

/**
 * What a confirmation answers: the ticket and its booking as the look-up shows it, so the app
 * keeps the booking with no second call. Anyone holding the reference may ask, so the e-mail,
 * phone and next of kin are in it only for whoever proved the booking (booking/owner-view.ts:
 * the browser that made it, the account it belongs to); paying for a booking proves nothing.
 */
export async function confirmedTicket(c: Context, db: Db, ticket: Ticket, security: CookieSecurity): Promise<ConfirmedTicket> {
  const now = new Date();
  const record = await loadBookingRecord(db, ticket.bookingReference, now);
  const owner = record !== undefined && (await provesBooking(c, db, record));
  // The owner keeps a way back to the ticket should the phone clear its storage.
  if (owner) rememberTicketHere(c, db, security, record, now);
  const booking = record && (await bookingView(db, record, now, owner));
  return { ...(owner ? ticket : { ...ticket, email: '', phoneNumber: '' }), ...(booking ? { booking } : {}) };
}

/**
 * The envelope of a verdict. The provider's own answers (not paid yet, cancelled, failed) are
 * HTTP 200 with the spec's codes; a reference nobody knows is 404; money that bought nothing is
 * 409 with code CONFIRM_OUTCOME.refund and a sentence saying why and where the money is.
 */
export async function answerVerdict(c: Context, db: Db, verdict: Verdict, reference: string, provider: ProviderName, security: CookieSecurity): Promise<Response> {
  const label = PROVIDERS[provider].label;
  const outcome = (o: { code: string; message: string }) => c.json(fail(o.code, o.message), 200);
  switch (verdict.kind) {
    case 'confirmed':
      return sendOk(c, await confirmedTicket(c, db, verdict.ticket, security), 'Payment confirmed.');
    case 'still-held': {
      const until = lagosClock(verdict.holdExpiresAt);
      const message = `Your payment with ${label} was not completed. Booking ${reference} is still held for you until ${until}: choose another payment method.`;
      return c.json({ code: CONFIRM_OUTCOME.stillHeld.code, shortDescription: message, data: { reference, holdExpiresAt: verdict.holdExpiresAt.toISOString() } satisfies HeldBooking }, 200);
    }
    case 'pending':
      return outcome(provider === 'azapay' || provider === 'woven' ? CONFIRM_OUTCOME.transferPending : CONFIRM_OUTCOME.pending);
    case 'cancelled':
      return outcome(CONFIRM_OUTCOME.cancelled);
    case 'failed':
      return outcome(CONFIRM_OUTCOME.failed);
    case 'unknown-booking':
      return sendFail(c, 404, `No booking found with reference ${reference}.`);
    case 'unknown-payment':
      return sendFail(c, 404, `No ${label} payment was started for booking ${reference}.`);
    case 'already-processed':
      // Only webhooks carry an event id; a confirm call never gets here.
      return sendOk(c, null, 'already processed');
    case 'duplicate':
    case 'amount-mismatch':
    case 'seats-lost':
    case 'too-late':
      // 409 with its own code, so the result page can tell "your money went back" from a failure.
      return c.json(fail(CONFIRM_OUTCOME.refund.code, refundMessage(verdict, reference, provider)), 409);
  }
}
