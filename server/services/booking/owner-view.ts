import type { Context } from 'hono';
import { madeHere } from '../../auth/booking-owner';
import { bearerToken, customerFor } from '../../auth/require-customer';
import type { Db } from '../../db/client';
import type { BookingRecord } from './booking-status';
import { ownsBooking } from './history';

/**
 * Whether a caller who did not name the booking's contact may see its owner view (phone, e-mail,
 * next of kin): the browser that made it (auth/booking-owner.ts), or a signed-in account it
 * belongs to (made by it, or for the account's own e-mail or phone: history.ts ownsBooking).
 * Holding the reference, starting its payment or paying it proves nothing.
 */
export async function provesBooking(c: Context, db: Db, booking: Pick<BookingRecord, 'reference' | 'customerId' | 'email' | 'phoneNumber'>): Promise<boolean> {
  if (await madeHere(c, db, booking.reference)) return true;
  const token = bearerToken(c);
  const customer = token ? await customerFor(db, token) : null;
  return customer !== null && ownsBooking(customer, booking);
}
