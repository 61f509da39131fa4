import { asc, eq } from 'drizzle-orm';
import type { Ticket, TicketLeg } from '../../../contract/booking';
import { to12Hour } from '../../../contract/dates';
import { bookings, bookingSeats } from '../../db/schema';
import type { Executor } from './executor';
import { ticketFields, ticketQrOf } from '../boarding/sign';
import { BOOKING_STATUS, effectiveStatus } from './status';
import { tripsById, type TripInfo } from './trips';

/** References are issued upper case; people may type them otherwise. */
export const normaliseReference = (reference: string) => reference.trim().toUpperCase();

function leg(trip: TripInfo, rows: readonly { fullName: string; seatNumber: number }[]): TicketLeg {
  return {
    routeName: trip.routeName,
    departureTerminal: trip.departure.name,
    destinationTerminal: trip.destination.name,
    departureDate: trip.departureDate,
    departureTime: to12Hour(trip.departureTime),
    vehicleName: trip.vehicleName,
    passengers: rows.map((r) => ({ fullName: r.fullName, seatNumber: r.seatNumber })),
  };
}

/**
 * The ticket of a booking with its passengers and seats per leg, whatever its status, and a
 * confirmed one's signed QR text (in a transaction, the caller must hold the booking's row lock or
 * be fine waiting for it). Undefined
 * when the reference is unknown, or when no outbound seat row is left (all claimed by others).
 */
export async function loadTicket(db: Executor, reference: string, now: Date): Promise<Ticket | undefined> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.reference, normaliseReference(reference)));
  if (!booking) return undefined;
  const seats = await db
    .select({ tripId: bookingSeats.tripId, seatNumber: bookingSeats.seatNumber, fullName: bookingSeats.fullName, isReturn: bookingSeats.isReturn })
    .from(bookingSeats)
    .where(eq(bookingSeats.bookingId, booking.id))
    .orderBy(asc(bookingSeats.id));
  const tripOf = await tripsById(db, seats.map((s) => s.tripId));
  const legOf = (isReturn: boolean): TicketLeg | null => {
    const rows = seats.filter((s) => s.isReturn === isReturn);
    const trip = rows[0] && tripOf.get(rows[0].tripId);
    return trip ? leg(trip, rows) : null;
  };
  const outbound = legOf(false);
  if (!outbound) return undefined;
  const status = effectiveStatus(booking, now);
  // A confirmed booking's ticket carries its signed QR text (signed now if it never was: boarding/sign.ts).
  const fields = status === BOOKING_STATUS.confirmed ? ticketFields(booking.reference, seats, tripOf) : undefined;
  const ticketQr = fields && (await ticketQrOf(db, booking.id, fields, now));
  return {
    bookingReference: booking.reference,
    bookingStatus: status,
    Route: outbound.routeName,
    departureTerminal: outbound.departureTerminal,
    destinationTerminal: outbound.destinationTerminal,
    departureDate: outbound.departureDate,
    departureTime: outbound.departureTime,
    amount: booking.totalKobo,
    discount: booking.discountKobo,
    email: booking.email ?? '',
    phoneNumber: booking.phoneNumber ?? '',
    outbound,
    return: legOf(true),
    ...(ticketQr ? { ticketQr } : {}),
  };
}
