import type { Context } from 'hono';
import { TICKET_KEEP_DAYS } from '../../../contract/saved-ticket-cookie';
import { toLocalPhone } from '../../../contract/validation';
import { setSavedTicketCookie, type CookieSecurity } from '../../auth/cookies';
import type { Db } from '../../db/client';
import type { BookingRecord } from './booking-status';

const DAY_MS = 86_400_000;

/**
 * After answering a booking's owner view to this browser: the cookie that lets My tickets restore
 * it if the phone clears its storage (contract/saved-ticket-cookie.ts), holding the contact the
 * look-up takes (its phone, else its e-mail), until the device would let the ticket go.
 */
export function rememberTicketHere(c: Context, db: Db, security: CookieSecurity, record: BookingRecord, now: Date): void {
  const contact = record.phoneNumber ? toLocalPhone(record.phoneNumber) : record.email.trim().toLowerCase();
  const lastDeparture = Math.max(...record.seats.map((seat) => Date.parse(seat.departsAt)));
  const keepUntil = lastDeparture + TICKET_KEEP_DAYS * DAY_MS;
  setSavedTicketCookie(c, db, security, record.reference, contact, (keepUntil - now.getTime()) / 1000);
}
