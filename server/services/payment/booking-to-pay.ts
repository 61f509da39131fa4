import type { Db } from '../../db/client';
import { RuleError } from '../../http/respond';
import { PROVIDERS } from '../../providers/payments/catalog';
import { isProviderName, type ProviderName } from '../../providers/payments/types';
import { claimPayment, payableBooking, type PayableBooking } from '../booking/settle';
import { GATEWAY_LISTS } from './gateways';

/** Why a booking cannot be paid for, by its status code (spec 1 §4). */
export const NOT_PAYABLE: Readonly<Record<1 | 2 | 5 | 6, (ref: string) => string>> = {
  1: (ref) => `Booking ${ref} is already paid.`,
  2: (ref) => `Booking ${ref} was cancelled. Please book again.`,
  5: (ref) => `Booking ${ref} has expired and its seats were released. Please book again.`,
  6: (ref) => `Booking ${ref} failed. Please book again.`,
};
export const noBooking = (ref: string) => new RuleError(`No booking found with reference ${ref}.`, 404);
/** The booking changed under a request (just paid, a webhook in flight): asking again tells exactly why. */
export const tryAgain = (ref: string) => new RuleError(`Booking ${ref} cannot be paid for at the moment. Please try again.`, 409);

/** The booking a provider may be asked to collect for: it exists, is pending and still holds its seats. */
export async function bookingToPay(db: Db, reference: string, now = new Date()): Promise<PayableBooking> {
  const booking = await payableBooking(db, reference);
  if (!booking) throw noBooking(reference);
  if (booking.status !== 0) {
    throw new RuleError(NOT_PAYABLE[booking.status as keyof typeof NOT_PAYABLE]?.(reference) ?? `Booking ${reference} cannot be paid for.`, 409);
  }
  if (booking.holdExpiresAt && booking.holdExpiresAt.getTime() <= now.getTime()) {
    throw new RuleError(`The seats held for booking ${reference} were released. Please book again.`, 409);
  }
  return booking;
}

/** The payment method as the traveller chose it in 'Select payment method' (e.g. 'Buy Now Pay Later' for CreditDirect). */
const methodName = (provider: ProviderName) =>
  GATEWAY_LISTS[1].find((g) => g.paymentWalletEnumId === PROVIDERS[provider].gateway)?.gatewayName ?? PROVIDERS[provider].label;

/** Why another payment method is refused: the booking is being paid through `provider`. */
export function startedWith(reference: string, provider: string): string {
  if (provider === 'azapay' || provider === 'woven') {
    return `Payment for booking ${reference} was started by bank transfer. A booking is paid one way only: please send the transfer to the account you were given, or book again once that account has expired.`;
  }
  const name = isProviderName(provider) ? methodName(provider) : provider;
  return `Payment for booking ${reference} was started with ${name}. A booking is paid one way only: please complete it with ${name}, or cancel it there and book again.`;
}

/**
 * Starts (or resumes) paying a booking through one provider: claims the booking for it
 * atomically (settle.ts claimPayment), or says why not: unknown (404), not payable any more, or
 * already being paid through another provider (409).
 */
export async function claimBookingFor(db: Db, reference: string, provider: ProviderName, now = new Date()): Promise<PayableBooking> {
  const claimed = await claimPayment(db, reference, provider, now);
  if (claimed) return claimed;
  const booking = await bookingToPay(db, reference, now);
  if (booking.paymentProvider && booking.paymentProvider !== provider) throw new RuleError(startedWith(booking.reference, booking.paymentProvider), 409);
  // Changed between the claim and this read (e.g. just paid).
  throw tryAgain(booking.reference);
}
