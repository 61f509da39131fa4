import type { Manifest, ManifestBooking, ManifestTrip, ScanReason } from '@contract/boarding';
import { boardingLeg, parseTicketQr, verifyTicket, type TicketKeyring } from '@contract/ticket-signature';

/** The scan that boarded a ticket first: on this phone (its log), or another (the manifest's mark). */
export type FirstBoarding = { scannedAt: string; here: boolean };

/** The scanner's answer for one QR text, on the bus being boarded. */
export type Verdict =
  | { verdict: 'accepted'; reference: string; tripId: number; seats: number[]; passengers: number; names: string[] }
  | { verdict: 'refused'; reason: ScanReason; reference?: string; tripId: number; first?: FirstBoarding };

export type ScanContext = {
  /** The bus being boarded (chosen from the manifest). */
  trip: ManifestTrip;
  /** Every saved manifest of the terminal (today's, and tomorrow's when downloaded): where a ticket's signed fields are found. */
  manifests: readonly Manifest[];
  /** The cached public keys (importTicketKeys), imported once. */
  keys: TicketKeyring;
  /** Lagos yyyy-mm-dd. */
  today: string;
  deviceId: string;
  /** An accepted scan of this booking on this trip in this phone's boarding log. */
  boardedHere: (reference: string, tripId: number) => { scannedAt: string } | undefined;
};

/** The booking's entry on the bus being boarded, else on any saved trip (its signed fields are the same everywhere). */
export function findBooking(reference: string, trip: ManifestTrip, manifests: readonly Manifest[]): ManifestBooking | undefined {
  const here = trip.bookings.find((b) => b.reference === reference);
  if (here) return here;
  for (const manifest of manifests) {
    for (const other of manifest.trips) {
      const found = other.bookings.find((b) => b.reference === reference);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Judges a scanned QR text with no network: reads it, finds the booking in the saved manifests,
 * verifies its signature over the signed fields with the cached keys (contract/ticket-signature.ts),
 * then checks the bus and the day (boardingLeg), and that this ticket has not boarded this bus
 * already (this phone's log, then the manifest's mark from the server). Signature before
 * everything else: a forged ticket is told 'wrong signature', never 'another bus'.
 */
export async function judgeScan(qrText: string, ctx: ScanContext): Promise<Verdict> {
  const { trip } = ctx;
  const refuse = (reason: ScanReason, reference?: string, first?: FirstBoarding): Verdict => ({
    verdict: 'refused', reason, tripId: trip.tripId, ...(reference ? { reference } : {}), ...(first ? { first } : {}),
  });
  const parsed = parseTicketQr(qrText);
  if (parsed.kind === 'unreadable') return refuse('unreadable');
  if (parsed.kind === 'unsigned') return refuse('unsigned', parsed.reference);
  const { reference } = parsed;

  const booking = findBooking(reference, trip, ctx.manifests);
  if (!booking) return refuse('not-on-manifest', reference);
  const signature = await verifyTicket(qrText, booking.fields, ctx.keys);
  if (!signature.ok) return refuse(signature.reason, reference);

  const leg = boardingLeg(booking.fields, trip, ctx.today);
  if (!leg.ok) return refuse(leg.reason, reference);

  const mine = ctx.boardedHere(reference, trip.tripId);
  if (mine) return refuse('already-boarded', reference, { scannedAt: mine.scannedAt, here: true });
  const onTrip = trip.bookings.find((b) => b.reference === reference);
  if (onTrip?.boarded) return refuse('already-boarded', reference, { scannedAt: onTrip.boarded.scannedAt, here: onTrip.boarded.deviceId === ctx.deviceId });

  const seats = [...leg.leg.seats].sort((a, b) => a - b);
  return { verdict: 'accepted', reference, tripId: trip.tripId, seats, passengers: seats.length, names: onTrip?.names ?? [] };
}
