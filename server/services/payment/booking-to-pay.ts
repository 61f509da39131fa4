import type { Db } from '../../db/client';
import { RuleError } from '../../http/respond';
import { payableBooking, type PayableBooking } from '../booking/settle';

const NOT_PAYABLE: Readonly<Record<number, (ref: string) => string>> = {
  1: (ref) => `Booking ${ref} is already paid.`,
  2: (ref) => `Booking ${ref} was cancelled. Please book again.`,
  5: (ref) => `Booking ${ref} has expired and its seats were released. Please book again.`,
  6: (ref) => `Booking ${ref} failed. Please book again.`,
};

/** The booking a provider may be asked to collect for: it exists, is pending and still holds its seats. */
export async function bookingToPay(db: Db, reference: string, now = new Date()): Promise<PayableBooking> {
  const booking = await payableBooking(db, reference);
  if (!booking) throw new RuleError(`No booking found with reference ${reference}.`, 404);
  if (booking.status !== 0) {
    throw new RuleError(NOT_PAYABLE[booking.status]?.(reference) ?? `Booking ${reference} cannot be paid for.`, 409);
  }
  if (booking.holdExpiresAt && booking.holdExpiresAt.getTime() <= now.getTime()) {
    throw new RuleError(`The seats held for booking ${reference} were released. Please book again.`, 409);
  }
  return booking;
}
