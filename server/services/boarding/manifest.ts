import { and, eq, inArray } from 'drizzle-orm';
import type { Manifest, ManifestBooking } from '../../../contract/boarding';
import type { SignedTicketFields } from '../../../contract/ticket-signature';
import type { Db } from '../../db/client';
import { bookings, bookingSeats } from '../../db/schema';
import { boardings, ticketSignatures } from '../../db/schema-boarding';
import { tripVehicles } from '../../db/schema-tracking';
import { BOOKING_STATUS } from '../booking/status';
import { selectTrips, tripsById } from '../booking/trips';
import { signingText, ticketFields, ticketQrOf } from './sign';

/** 'Ada Obi Okafor' → 'Ada O.': what a conductor needs to greet a traveller, and no more. */
export function shortName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words.at(-1)! : '';
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

/**
 * GET /Boarding/manifest: every trip leaving `terminal` on `date` (Lagos), and on each the
 * confirmed bookings with their signed fields, current QR text, seats there, short names and
 * whether they boarded. A booking never signed is signed here (ticketQrOf), so every ticket on the
 * manifest verifies.
 */
export async function dayManifest(db: Db, terminal: { id: number; name: string }, date: string, now: Date): Promise<Manifest> {
  const trips = await selectTrips(db, (t) => and(eq(t.dep.id, terminal.id), eq(t.trips.departureDate, date)));
  const tripIds = trips.map((t) => t.id);
  const seatsHere = tripIds.length === 0 ? [] : await db
    .select({ bookingId: bookingSeats.bookingId, tripId: bookingSeats.tripId, seatNumber: bookingSeats.seatNumber, fullName: bookingSeats.fullName, reference: bookings.reference })
    .from(bookingSeats)
    .innerJoin(bookings, eq(bookings.id, bookingSeats.bookingId))
    .where(and(inArray(bookingSeats.tripId, tripIds), eq(bookings.status, BOOKING_STATUS.confirmed)));
  const bookingIds = [...new Set(seatsHere.map((s) => s.bookingId))];

  // Every leg of those bookings (a round trip's other leg too): the signature covers them all.
  const allSeats = bookingIds.length === 0 ? [] : await db
    .select({ bookingId: bookingSeats.bookingId, tripId: bookingSeats.tripId, seatNumber: bookingSeats.seatNumber, isReturn: bookingSeats.isReturn })
    .from(bookingSeats).where(inArray(bookingSeats.bookingId, bookingIds));
  const tripOf = await tripsById(db, allSeats.map((s) => s.tripId));
  const reference = new Map(seatsHere.map((s) => [s.bookingId, s.reference]));
  const fields = new Map<number, SignedTicketFields>();
  for (const id of bookingIds) {
    const signed = ticketFields(reference.get(id)!, allSeats.filter((s) => s.bookingId === id), tripOf);
    if (signed) fields.set(id, signed);
  }
  // The stored signatures in one read; only a booking whose signature is missing or stale is signed now.
  const stored = bookingIds.length === 0 ? [] : await db.select({ bookingId: ticketSignatures.bookingId, input: ticketSignatures.input, qr: ticketSignatures.qr })
    .from(ticketSignatures).where(inArray(ticketSignatures.bookingId, bookingIds));
  const storedOf = new Map(stored.map((row) => [row.bookingId, row]));
  const qrOf = new Map<number, string>();
  for (const [id, f] of fields) {
    const row = storedOf.get(id);
    const qr = row?.input === signingText(f) ? row.qr : await ticketQrOf(db, id, f, now);
    if (qr) qrOf.set(id, qr);
  }

  const plates = tripIds.length === 0 ? [] : await db.select({ tripId: tripVehicles.tripId, plate: tripVehicles.plate }).from(tripVehicles).where(inArray(tripVehicles.tripId, tripIds));
  const plateOf = new Map(plates.map((p) => [p.tripId, p.plate]));
  const marks = tripIds.length === 0 ? [] : await db.select().from(boardings).where(inArray(boardings.tripId, tripIds));
  const markOf = new Map(marks.map((m) => [`${m.bookingId}:${m.tripId}`, { deviceId: m.deviceId, scannedAt: m.scannedAt.toISOString() }]));

  return {
    terminal,
    date,
    generatedAt: now.toISOString(),
    trips: trips.map((trip) => {
      const here = seatsHere.filter((s) => s.tripId === trip.id).sort((a, b) => a.seatNumber - b.seatNumber);
      const ids = [...new Set(here.map((s) => s.bookingId))].filter((id) => fields.has(id) && qrOf.has(id));
      const manifestBookings: ManifestBooking[] = ids.map((id) => {
        const mine = here.filter((s) => s.bookingId === id);
        return {
          reference: reference.get(id)!,
          fields: fields.get(id)!,
          qr: qrOf.get(id)!,
          seats: mine.map((s) => s.seatNumber),
          passengers: mine.length,
          names: mine.map((s) => shortName(s.fullName)),
          boarded: markOf.get(`${id}:${trip.id}`) ?? null,
        };
      }).sort((a, b) => a.reference.localeCompare(b.reference));
      return {
        tripId: trip.id,
        routeName: trip.routeName,
        destination: trip.destination.name,
        departureDate: trip.departureDate,
        departureTime: trip.departureTime,
        departsAt: trip.departsAt.toISOString(),
        vehicleName: trip.vehicleName,
        plate: plateOf.get(trip.id) ?? null,
        totalSeats: trip.totalSeats,
        bookings: manifestBookings,
      };
    }),
  };
}
