import { eq } from 'drizzle-orm';
import { addDays } from '../../../contract/dates';
import {
  TICKET_VALID_DAYS_AFTER_LAST_LEG, ticketQrText, ticketSigningInput, type SignedTicketFields, type SignedTicketLeg,
} from '../../../contract/ticket-signature';
import { bookings, bookingSeats } from '../../db/schema';
import { ticketSignatures } from '../../db/schema-boarding';
import { retryOnConflict } from '../../db/pg-errors';
import type { Executor, Tx } from '../booking/executor';
import { BOOKING_STATUS } from '../booking/status';
import { tripsById, type TripInfo } from '../booking/trips';
import { keyIdOf, signingKey, signWith } from './keys';

/**
 * Signing tickets (contract/ticket-signature.ts). A confirmed booking is signed in the transaction
 * that confirms or reschedules it (settle.ts, the wallet payment, reschedule/moves.ts and request.ts,
 * the sandbox's confirmed-booking fixture); one confirmed before signing existed is signed the next
 * time its ticket is read (ticketQrOf). One signature per booking version: the signed text is
 * stored beside the QR, and the same fields are never signed twice.
 */

type SeatOnTrip = { tripId: number; seatNumber: number; isReturn: boolean };

/** The signed fields of a booking's seat rows; undefined when a leg's trip is missing or there is no seat. */
export function ticketFields(reference: string, seats: readonly SeatOnTrip[], tripOf: ReadonlyMap<number, Pick<TripInfo, 'id' | 'departureDate' | 'departureTime' | 'routeName'>>): SignedTicketFields | undefined {
  const legOf = (isReturn: boolean): SignedTicketLeg | undefined => {
    const rows = seats.filter((s) => s.isReturn === isReturn);
    const trip = rows[0] && tripOf.get(rows[0].tripId);
    if (!trip) return undefined;
    const seatNumbers = rows.filter((r) => r.tripId === trip.id).map((r) => r.seatNumber).sort((a, b) => a - b);
    return { tripId: trip.id, departureDate: trip.departureDate, departureTime: trip.departureTime, routeName: trip.routeName, seats: seatNumbers };
  };
  const legs = [legOf(false), legOf(true)].filter((leg): leg is SignedTicketLeg => leg !== undefined);
  const first = legs[0];
  if (!first) return undefined;
  const lastDay = legs.map((l) => l.departureDate).sort().at(-1)!;
  return { reference, legs, passengers: first.seats.length, validUntil: addDays(lastDay, TICKET_VALID_DAYS_AFTER_LAST_LEG) };
}

/** The canonical text that is signed, as stored beside the signature. */
export const signingText = (fields: SignedTicketFields) => new TextDecoder().decode(ticketSigningInput(fields));

/** A booking's signed fields as they stand, read in `ex`; undefined unless it is confirmed and has seats. */
async function currentFields(ex: Executor, bookingId: number): Promise<SignedTicketFields | undefined> {
  const [booking] = await ex.select({ reference: bookings.reference, status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
  if (!booking || booking.status !== BOOKING_STATUS.confirmed) return undefined;
  const seats = await ex.select({ tripId: bookingSeats.tripId, seatNumber: bookingSeats.seatNumber, isReturn: bookingSeats.isReturn })
    .from(bookingSeats).where(eq(bookingSeats.bookingId, bookingId));
  return ticketFields(booking.reference, seats, await tripsById(ex, seats.map((s) => s.tripId)));
}

/**
 * Inside the transaction that confirms or changes the booking (its row locked by the caller): signs
 * its ticket as it now stands, unless the stored signature already covers exactly these fields.
 * Answers the QR text; undefined for a booking that is not confirmed.
 */
export async function signTicket(tx: Tx, bookingId: number, now: Date): Promise<string | undefined> {
  const fields = await currentFields(tx, bookingId);
  if (!fields) return undefined;
  const input = signingText(fields);
  const [stored] = await tx.select().from(ticketSignatures).where(eq(ticketSignatures.bookingId, bookingId));
  if (stored?.input === input) return stored.qr;
  const key = await signingKey(tx, now);
  const keyId = keyIdOf(key.id);
  const qr = ticketQrText(fields.reference, keyId, await signWith(key, ticketSigningInput(fields)));
  const values = { input, keyId, qr, signedAt: now };
  await tx.insert(ticketSignatures).values({ bookingId, ...values }).onConflictDoUpdate({ target: ticketSignatures.bookingId, set: values });
  return qr;
}

/**
 * The QR text of a confirmed booking whose fields the caller read (`fields`): the stored one when
 * it covers them; otherwise (a booking confirmed before signing, or read while it changed) the
 * booking's row is locked and signTicket decides on what it then finds, so a burst of readers makes
 * one signature. Works in a transaction too (a savepoint; the lock is the caller's already).
 */
export async function ticketQrOf(ex: Executor, bookingId: number, fields: SignedTicketFields, now: Date): Promise<string | undefined> {
  const [stored] = await ex.select({ input: ticketSignatures.input, qr: ticketSignatures.qr }).from(ticketSignatures).where(eq(ticketSignatures.bookingId, bookingId));
  if (stored?.input === signingText(fields)) return stored.qr;
  return retryOnConflict(() => ex.transaction(async (tx) => {
    await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId)).for('update');
    return signTicket(tx, bookingId, now);
  }));
}
