import { and, eq, isNull } from 'drizzle-orm';
import { RELEASE_MESSAGES, type ReleaseBookingResult } from '../../../contract/booking';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { RuleError } from '../../http/respond';
import type { CustomerSession } from '../../auth/require-customer';
import { providerNamed } from '../../providers/payments/registry';
import { isBookingContact } from './booking-status';
import type { HireDeps } from '../hire/context';
import { ownsBooking } from './history';
import { BOOKING_STATUS, effectiveStatus } from './status';
import { normaliseReference } from './ticket';

export type Released = { result: ReleaseBookingResult; message: string };

/** What the provider that a booking's payment started with says of it: the money arrived, it did not, or it could not be asked. */
export type StartedPayment = 'paid' | 'not-paid' | 'unreachable';
/** Asks a booking's payment provider about its reference (the booking service's providers: app.ts). */
export type AskProvider = (provider: string, reference: string) => Promise<StartedPayment>;

/** AskProvider through the payment adapters the booking service has (its hire deps carry them), for `base`. */
export const askProviderOf = (deps: Pick<HireDeps, 'providers'>, base: string): AskProvider => async (name, reference) => {
  const provider = providerNamed(deps.providers(base), name);
  if (!provider) return 'unreachable';
  try {
    return (await provider.verify(reference))?.status === 'paid' ? 'paid' : 'not-paid';
  } catch (error) {
    console.error(`Releasing ${reference}: ${name} could not be asked about its payment:`, error);
    return 'unreachable';
  }
};

/**
 * POST /Booking/release: the traveller left checkout before paying. A pending booking whose
 * payment has not started is cancelled (2) and its seats are free at once (they are no longer
 * held: availability.ts; the rows stay for the ticket until someone takes the seats: holds.ts).
 *
 * One conditional UPDATE decides, so it is atomic against a payment starting at the same moment
 * (settle.ts claimPayment sets payment_provider under the same row lock): of the two, exactly one
 * wins. Unknown references and a contact that is not the booking's answer the same 404, so the
 * call tells nothing about bookings the caller cannot name. Releasing twice answers 200 again.
 * Without `contact`, a signed-in customer releases a booking of theirs (history.ts ownsBooking).
 */
export async function releaseBooking(
  db: Db, ref: string, contact: string | undefined, now: Date, customer?: Pick<CustomerSession, 'customerId' | 'email' | 'phone'>, askProvider?: AskProvider,
): Promise<Released> {
  const reference = normaliseReference(ref);
  if (contact === undefined && customer === undefined) throw new RuleError(RELEASE_MESSAGES.needContact, 400);
  const [booking] = await db.select().from(bookings).where(eq(bookings.reference, reference));
  const proven = booking && (contact !== undefined
    ? isBookingContact({ email: booking.email ?? '', phoneNumber: booking.phoneNumber ?? '' }, contact)
    : customer !== undefined && ownsBooking(customer, booking));
  if (!booking || !proven) throw new RuleError(RELEASE_MESSAGES.notFound(reference), 404);
  // A payment started (a checkout opened, a widget closed): its provider is asked first. Money that
  // arrived confirms the booking instead; otherwise it is released, and a payment that still lands
  // in that checkout later buys nothing and is refunded by the payment checks (payment/checks/).
  const started = booking.status === BOOKING_STATUS.pending && booking.paymentProvider !== null && askProvider !== undefined;
  if (started) {
    const answer = await askProvider(booking.paymentProvider!, reference);
    if (answer === 'paid') throw new RuleError(RELEASE_MESSAGES.paymentArrived(reference), 409);
    if (answer === 'unreachable') throw new RuleError(RELEASE_MESSAGES.cannotAsk(reference), 503);
  }
  const [cancelled] = await db
    .update(bookings)
    .set({ status: BOOKING_STATUS.cancelled, holdExpiresAt: null })
    .where(and(
      eq(bookings.id, booking.id),
      eq(bookings.status, BOOKING_STATUS.pending),
      started ? eq(bookings.paymentProvider, booking.paymentProvider!) : isNull(bookings.paymentProvider),
    ))
    .returning({ status: bookings.status });
  if (cancelled) return { result: { bookingReferenceCode: reference, bookingStatus: cancelled.status }, message: RELEASE_MESSAGES.released(reference) };

  // Not released: read what it is now (a payment may have started or finished meanwhile).
  const [current] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
  const status = current ? effectiveStatus(current, now) : BOOKING_STATUS.cancelled;
  if (status === BOOKING_STATUS.confirmed) throw new RuleError(RELEASE_MESSAGES.paid(reference), 409);
  if (status === BOOKING_STATUS.pending) throw new RuleError(RELEASE_MESSAGES.paying(reference), 409);
  return { result: { bookingReferenceCode: reference, bookingStatus: status }, message: RELEASE_MESSAGES.alreadyOver(reference) };
}
