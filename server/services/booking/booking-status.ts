import { asc, eq } from 'drizzle-orm';
import { to12Hour } from '../../../contract/dates';
import { toLocalPhone } from '../../../contract/validation';
import type { BookingSeatRow, BookingStatus } from '../../../contract/tickets';
import { bookings, bookingSeats } from '../../db/schema';
import type { Db } from '../../db/client';
import type { Executor } from './executor';
import type { SignedTicketFields } from '../../../contract/ticket-signature';
import { ticketFields, ticketQrOf } from '../boarding/sign';
import { heldUntil } from './history';
import { trackingLinks } from '../tracking/links';
import { BOOKING_STATUS, effectiveStatus } from './status';
import { normaliseReference } from './ticket';
import { tripsById } from './trips';

/** Seat sales made at the counter before the app opened (server/seed/index.ts): not the public's to look up. */
const WALK_IN_PREFIX = 'WALKIN-';

/** A seat row as the wire shows it, with the keys check-in needs to act on it. */
export type SeatRecord = BookingSeatRow & { bookingId: number; tripId: number };

export type BookingRecord = {
  bookingId: number;
  reference: string;
  /** Effective status (spec 1 §4): a pending booking whose hold has lapsed reads 5. */
  status: number;
  createdAt: Date;
  /** The booking's contact, to tell whether a look-up may show it (isBookingContact). */
  email: string;
  phoneNumber: string;
  /** The signed-in account that made it (null for a guest's): it sees the owner view (owner-view.ts). */
  customerId: number | null;
  /** Outbound seats first, then the return leg's, each in seat order. */
  seats: SeatRecord[];
  /** What its ticket's signature covers (boarding/sign.ts), when it is confirmed. */
  signedFields: SignedTicketFields | undefined;
  /** While it is pending and holds its seats: until when, and whether a payment has started (history.ts heldUntil). */
  held: ReturnType<typeof heldUntil>;
};

/**
 * A booking and every seat row it still has (see holds.ts: rows of a lapsed booking stay until
 * someone else takes the seat). Undefined for an unknown reference, a walk-in sale, or a booking
 * with no seat row left.
 */
export async function loadBookingRecord(db: Executor, reference: string, now: Date): Promise<BookingRecord | undefined> {
  const ref = normaliseReference(reference);
  if (ref.startsWith(WALK_IN_PREFIX)) return undefined;
  const [booking] = await db.select().from(bookings).where(eq(bookings.reference, ref));
  if (!booking) return undefined;
  const status = effectiveStatus(booking, now);
  const seatRows = await db.select().from(bookingSeats).where(eq(bookingSeats.bookingId, booking.id))
    .orderBy(asc(bookingSeats.isReturn), asc(bookingSeats.seatNumber));
  const tripOf = await tripsById(db, seatRows.map((seat) => seat.tripId));
  const rows = seatRows.flatMap((seat) => {
    const trip = tripOf.get(seat.tripId);
    return trip ? [{ seat, trip }] : [];
  });
  if (rows.length === 0) return undefined;
  const createdDate = booking.createdAt.toISOString();
  const seats = rows.map((r): SeatRecord => ({
    bookingId: booking.id,
    tripId: r.seat.tripId,
    bookingReferenceCode: booking.reference,
    bookingStatus: status,
    isPrinted: r.seat.isPrinted,
    amount: r.seat.amountKobo,
    seatNumber: r.seat.seatNumber,
    fullName: r.seat.fullName,
    gender: r.seat.gender,
    phoneNumber: booking.phoneNumber ?? '',
    nextOfKinName: booking.nextOfKinName ?? '',
    routeName: r.trip.routeName,
    departureTerminalName: r.trip.departure.name,
    destinationTerminalName: r.trip.destination.name,
    departureTerminalId: r.trip.departure.id,
    departureLatitude: r.trip.departurePosition.latitude,
    departureLongitude: r.trip.departurePosition.longitude,
    departureDate: r.trip.departureDate,
    departureTime: to12Hour(r.trip.departureTime),
    departsAt: r.trip.departsAt.toISOString(),
    createdDate,
    isReturn: r.seat.isReturn,
    vehicleName: r.trip.vehicleName,
    // Children are not sold yet (spec 1 §2: Children fixed at 0): every seat is an adult's.
    passengerType: 0,
  }));
  return {
    bookingId: booking.id,
    reference: booking.reference,
    status,
    createdAt: booking.createdAt,
    email: booking.email ?? '',
    phoneNumber: booking.phoneNumber ?? '',
    customerId: booking.customerId,
    seats,
    signedFields: status === BOOKING_STATUS.confirmed
      ? ticketFields(booking.reference, rows.map((r) => r.seat), new Map(rows.map((r) => [r.trip.id, r.trip])))
      : undefined,
    held: heldUntil(booking, now),
  };
}

/** `contact` is the booking's phone (080…, 234…, +234…) or its e-mail (any case). */
export function isBookingContact(booking: { email: string; phoneNumber: string }, contact: string | undefined): boolean {
  const given = contact?.trim() ?? '';
  if (!given) return false;
  if (given.includes('@')) return booking.email !== '' && given.toLowerCase() === booking.email.trim().toLowerCase();
  return booking.phoneNumber !== '' && toLocalPhone(given) === toLocalPhone(booking.phoneNumber);
}

/**
 * The booking as the look-up answers it: the owner view (`reveal`: phone and next of kin on every
 * row) only for a caller who proved the booking, by its contact or otherwise (a confirm call: owner-view.ts).
 */
export async function bookingView(db: Db, record: BookingRecord, now: Date, reveal: boolean): Promise<BookingStatus> {
  // A confirmed booking's rows carry their trip's tracking link (tracking/links.ts).
  const links = await trackingLinks(db, db, record.status, record.seats.map((seat) => seat.tripId));
  const userData = record.seats.map(({ bookingId: _b, tripId, ...row }) => {
    const tracking = links.get(tripId);
    const withLink = tracking ? { ...row, tracking } : row;
    return reveal ? withLink : { ...withLink, phoneNumber: '', nextOfKinName: '' };
  });
  const outbound = userData.find((r) => !r.isReturn) ?? userData[0]!;
  // A confirmed booking's signed QR text; one confirmed before tickets were signed is signed now.
  const ticketQr = record.signedFields && (await ticketQrOf(db, record.bookingId, record.signedFields, now));
  return {
    Object: {
      refCode: record.reference,
      createdDate: record.createdAt.toISOString(),
      departureDate: outbound.departureDate,
      totalAmount: userData.reduce((sum, r) => sum + r.amount, 0),
      ...(ticketQr ? { ticketQr } : {}),
      ...record.held,
    },
    userData,
  };
}
