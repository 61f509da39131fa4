import { Hono, type MiddlewareHandler } from 'hono';
import { asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { to12Hour } from '../../../contract/dates';
import * as calls from '../../../contract/calls/booking';
import { HISTORY_MESSAGES, type BookingHistoryRow } from '../../../contract/history';
import { toLocalPhone } from '../../../contract/validation';
import { requireCustomer, type CustomerSession } from '../../auth/require-customer';
import type { Db } from '../../db/client';
import { bookings, bookingSeats } from '../../db/schema';
import { RuleError, sendOk } from '../../http/respond';
import { mount } from '../../http/mount';
import type { Executor } from './executor';
import { BOOKING_STATUS, effectiveStatus } from './status';
import { tripsById } from './trips';

/** Counter sales of the seed (server/seed/index.ts) belong to no customer. */
const WALK_IN_PREFIX = 'WALKIN-';

/**
 * Which bookings are the customer's: made while signed in to the account (bookings.customer_id:
 * a booking for someone else carries the passenger's contact, not the account's), or with the
 * account's (verified) e-mail address or its (OTP-verified) phone number.
 */
export function ownedBy(customer: Pick<CustomerSession, 'email' | 'phone'> & { customerId?: number }): SQL | undefined {
  const email = customer.email.trim().toLowerCase();
  const phone = customer.phone ? toLocalPhone(customer.phone) : '';
  const matches = [
    ...(customer.customerId !== undefined ? [eq(bookings.customerId, customer.customerId)] : []),
    ...(email ? [sql`lower(${bookings.email}) = ${email}`] : []),
    ...(phone ? [eq(bookings.phoneNumber, phone)] : []),
  ];
  return matches.length > 0 ? or(...matches) : undefined;
}

/** ownedBy for one booking already read. */
export function ownsBooking(customer: Pick<CustomerSession, 'email' | 'phone' | 'customerId'>, booking: { customerId: number | null; email: string | null; phoneNumber: string | null }): boolean {
  const email = customer.email.trim().toLowerCase();
  const phone = customer.phone ? toLocalPhone(customer.phone) : '';
  return booking.customerId === customer.customerId
    || (email !== '' && (booking.email ?? '').trim().toLowerCase() === email)
    || (phone !== '' && booking.phoneNumber === phone);
}

/**
 * A pending booking still holding its seats: until when, and whether a payment has started (its
 * seats cannot be released until that payment ends). Nothing for any other booking.
 */
export function heldUntil(booking: { status: number; holdExpiresAt: Date | null; paymentProvider: string | null }, now: Date): { holdExpiresAt?: string; paymentUnderWay?: boolean } {
  if (effectiveStatus(booking, now) !== BOOKING_STATUS.pending || !booking.holdExpiresAt) return {};
  return { holdExpiresAt: booking.holdExpiresAt.toISOString(), paymentUnderWay: booking.paymentProvider !== null };
}

/** The query's Email must be the customer's own (or empty): nobody reads another's history. */
export function checkHistoryEmail(customer: Pick<CustomerSession, 'email'>, email: string): void {
  if (email && email !== customer.email.trim().toLowerCase()) throw new RuleError(HISTORY_MESSAGES.notYours, 403);
}

/** GET /CustomerBooking/bookingHistorys: the customer's bookings, newest first, one row per reference. */
export async function bookingHistory(db: Executor, customer: Pick<CustomerSession, 'email' | 'phone'> & { customerId?: number }, now: Date): Promise<BookingHistoryRow[]> {
  const mine = ownedBy(customer);
  if (!mine) return [];
  const found = (await db.select().from(bookings).where(mine).orderBy(desc(bookings.createdAt), desc(bookings.id)))
    .filter((b) => !b.reference.startsWith(WALK_IN_PREFIX));
  if (found.length === 0) return [];

  const seatRows = await db.select().from(bookingSeats).where(inArray(bookingSeats.bookingId, found.map((b) => b.id)))
    .orderBy(asc(bookingSeats.isReturn), asc(bookingSeats.seatNumber));
  const tripOf = await tripsById(db, seatRows.map((seat) => seat.tripId));
  const lines = seatRows.flatMap((seat) => {
    const trip = tripOf.get(seat.tripId);
    return trip ? [{ ...seat, trip }] : [];
  });

  return found.map((booking): BookingHistoryRow => {
    const seats = lines.filter((l) => l.bookingId === booking.id);
    const outbound = seats.filter((l) => !l.isReturn);
    const back = seats.filter((l) => l.isReturn);
    const first = outbound[0] ?? back[0];
    const firstBack = back[0];
    const hasReturn = booking.tripType === 1 || back.length > 0;
    return {
      bookingReferenceCode: booking.reference,
      bookingStatus: effectiveStatus(booking, now),
      routeName: first?.trip.routeName ?? '',
      departureTerminalName: first?.trip.departure.name ?? '',
      destinationTerminalName: first?.trip.destination.name ?? '',
      departureDate: first?.trip.departureDate ?? '',
      departureTime: first ? to12Hour(first.trip.departureTime) : '',
      departsAt: first ? first.trip.departsAt.toISOString() : '',
      hasReturn,
      returnDepartureDate: firstBack?.trip.departureDate ?? '',
      returnDepartureTime: firstBack ? to12Hour(firstBack.trip.departureTime) : '',
      totalAmount: booking.totalKobo,
      noOfTicket: Math.max(outbound.length, back.length),
      seatNumbers: outbound.map((l) => l.seatNumber),
      returnSeatNumbers: back.map((l) => l.seatNumber),
      passengers: (outbound.length > 0 ? outbound : back).map((l) => l.fullName),
      createdDate: booking.createdAt.toISOString(),
      ...heldUntil(booking, now),
    };
  });
}

/** A customer's own list must not sit in a shared HTTP cache or the service worker's. */
const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'private, no-store');
};

/** GET /CustomerBooking/bookingHistorys?Email=&CountryCode=NG&Paginated=false → data.data.userData. */
export function historyRoutes(db: Db) {
  return mount(new Hono(), calls.bookingHistory, noStore, requireCustomer(db), async (c, { query }) => {
    const customer = c.get('customer');
    checkHistoryEmail(customer, query.Email);
    return sendOk(c, { data: { userData: await bookingHistory(db, customer, new Date()) } });
  });
}
