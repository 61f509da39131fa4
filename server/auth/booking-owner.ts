import type { Context } from 'hono';
import type { Db } from '../db/client';
import { hasBookingCookie, setBookingCookie, type CookieSecurity } from './cookies';
import { signingSecret } from './tokens';

/*
 * The browser that made a booking gave its contact, so it may see the booking's owner view
 * without naming the contact again: POST /booking sets a signed cookie naming the booking
 * (cookies.ts, sent to the payment service only), which its confirmation reads
 * (services/booking/owner-view.ts). A reference alone, on a QR code or a screenshot, never carries it.
 */

const secretOf = async (db: Db) => `${await signingSecret(db)}:booking-owner`;

/** After POST /booking made `reference`: this browser made it. */
export async function markBookingMaker(c: Context, db: Db, security: CookieSecurity, reference: string): Promise<void> {
  await setBookingCookie(c, db, security, reference, await secretOf(db));
}

/** Whether this request comes from the browser that made the booking. */
export async function madeHere(c: Context, db: Db, reference: string): Promise<boolean> {
  return hasBookingCookie(c, reference, await secretOf(db));
}
