import * as v from 'valibot';
import { envelopeSchema } from './envelope';
import { signedTicketFieldsSchema, ticketPublicJwkSchema, type BoardingRefusal, type SignatureRefusal } from './ticket-signature';
import { INT4_MAX, ymdSchema } from './validation';

/**
 * Boarding (issue 19), in the booking service under /Boarding: the ticket keys a scanner verifies
 * with, a staff member's day manifest for their terminal, and the upload of the scanner's boarding
 * log. Calls in contract/calls/boarding.ts; signing in contract/ticket-signature.ts.
 *
 * Who: a staff member is a customer account with a staff row naming its terminal (server
 * server/db/schema-boarding.ts), signing in with the normal /login. Manifest and scans take as
 * bearer either that account's access token (the page, refreshed as usual) or the *staff token*
 * of POST /Boarding/token (role 'Staff', STAFF_TOKEN_HOURS, 12 by default: a shift, long enough
 * for a background sync to deliver the log after the 15-minute access token has run out; it dies
 * with the sign-in and with the staff row). A customer who is not staff gets 403; no or a bad
 * token, 401.
 */

// ---- GET /Boarding/keys (public, cacheable) ----------------------------------------------------

export const ticketKeySchema = v.object({
  /** 'K' and base-36 digits, as the QR carries it. */
  keyId: v.string(),
  jwk: ticketPublicJwkSchema,
  /** ISO instants: the key signs from createdAt until signsUntil (then the next key takes over). */
  createdAt: v.string(),
  signsUntil: v.string(),
  /**
   * It verifies tickets until this instant: past the validity of any ticket it can have signed.
   * A scanner drops a key after it (a ticket signed with it then reads 'unknown-key').
   */
  verifiesUntil: v.string(),
});
export type TicketKey = v.InferOutput<typeof ticketKeySchema>;
/** Every key that may still verify a ticket, newest first. Answered with Cache-Control: public, max-age=3600. */
export const ticketKeysSchema = v.object({ keys: v.array(ticketKeySchema) });
export const ticketKeysResponse = envelopeSchema(ticketKeysSchema);

// ---- POST /Boarding/token (the account's access token) ---------------------------------------

export const terminalRefSchema = v.object({ id: v.number(), name: v.string() });
export const staffTokenSchema = v.object({
  access_token: v.string(),
  /** Seconds. */
  expires_in: v.number(),
  token_type: v.literal('Bearer'),
  /** The staff member's terminal: the manifest's. */
  terminal: terminalRefSchema,
  /** The account's first and last name, for the scanner's header. */
  staffName: v.string(),
});
export type StaffToken = v.InferOutput<typeof staffTokenSchema>;
export const staffTokenResponse = envelopeSchema(staffTokenSchema);

// ---- GET /Boarding/manifest?date=yyyy-mm-dd (staff) ------------------------------------------

/** Manifests can be asked for yesterday (a night bus), today and tomorrow (downloaded the evening before), Lagos dates. */
export const MANIFEST_DAYS = { before: 1, after: 1 } as const;
export const manifestQuery = v.object({
  /** Lagos date; today when absent. */
  date: v.optional(ymdSchema),
});

export const boardingMarkSchema = v.object({
  /** The device whose scan boarded the booking first (as the server received it), and when it scanned. */
  deviceId: v.string(),
  scannedAt: v.string(),
});

/** A confirmed booking with seats on a trip of the manifest. Personal data kept to a first name and an initial. */
export const manifestBookingSchema = v.object({
  reference: v.string(),
  /** What its ticket's signature covers (every leg, so the signature verifies): verifyTicket(qr, fields, keys). */
  fields: signedTicketFieldsSchema,
  /**
   * The QR text the traveller's ticket shows now. A scanned text that verifies but differs is an
   * older signature of the same fields (still valid); the scanner verifies the scanned text, never
   * compares strings.
   */
  qr: v.string(),
  /** The booking's seats on this trip, ascending. */
  seats: v.array(v.number()),
  /** How many travel on this trip (its seats here). */
  passengers: v.number(),
  /** Per seat, in seat order: first name and last initial ('Ada O.'). */
  names: v.array(v.string()),
  /** Already boarded on this trip, as the server knew when the manifest was made; null if not. */
  boarded: v.nullable(boardingMarkSchema),
});
export type ManifestBooking = v.InferOutput<typeof manifestBookingSchema>;

export const manifestTripSchema = v.object({
  tripId: v.number(),
  /** 'Departure ==> Destination'. */
  routeName: v.string(),
  destination: v.string(),
  departureDate: v.string(),
  /** Lagos wall clock, 24 h. */
  departureTime: v.string(),
  /** ISO instant of departure. */
  departsAt: v.string(),
  vehicleName: v.string(),
  /** The bus's plate when the trip has a vehicle (live tracking's trip_vehicles). */
  plate: v.nullable(v.string()),
  totalSeats: v.number(),
  /** Confirmed bookings only, by reference. */
  bookings: v.array(manifestBookingSchema),
});
export type ManifestTrip = v.InferOutput<typeof manifestTripSchema>;

export const manifestSchema = v.object({
  terminal: terminalRefSchema,
  date: v.string(),
  /** ISO instant the server made it: a scanner says how old its copy is. */
  generatedAt: v.string(),
  /** Every trip leaving the terminal that day, by departure time, with or without bookings. */
  trips: v.array(manifestTripSchema),
});
export type Manifest = v.InferOutput<typeof manifestSchema>;
export const manifestResponse = envelopeSchema(manifestSchema);

// ---- POST /Boarding/scans (staff) ---------------------------------------------------------------

/** At most this many scans in one upload (a scanner sends its log in batches). */
export const SCAN_BATCH_MAX = 200;

/** Why a scanner refused a ticket: a signature refusal, a boarding refusal, or its own log's. */
export const SCAN_REASONS = [
  'unreadable', 'unsigned', 'unknown-key', 'other-booking', 'wrong-signature',
  'another-trip', 'another-day', 'expired',
  /** Boarded before on this device (the scanner's own log). */
  'already-boarded',
  /** The reference is not on the scanner's manifest. */
  'not-on-manifest',
] as const satisfies readonly (SignatureRefusal | BoardingRefusal | 'already-boarded' | 'not-on-manifest')[];
export type ScanReason = (typeof SCAN_REASONS)[number];

const deviceId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'A device id is 8 to 64 letters, digits, - or _.'));
/** An ISO instant between 2020 and 2100 (a device clock gone wild is refused, not stored). */
const isoInstant = v.pipe(v.string(), v.maxLength(40), v.check((s) => {
  const at = Date.parse(s);
  return at >= Date.UTC(2020, 0, 1) && at < Date.UTC(2100, 0, 1);
}, 'Not a date and time.'));

export const scanSchema = v.object({
  /** A UUID the scanner gives each scan: the server stores a scan once however often it is sent. */
  scanId: v.pipe(v.string(), v.uuid('A scan id is a UUID.')),
  /** What the QR named (the part before the first space), upper case. */
  reference: v.pipe(v.string(), v.regex(/^[A-Z0-9][A-Z0-9-]{3,39}$/, 'Not a booking reference.')),
  /** The bus being boarded (the manifest's tripId). */
  tripId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(INT4_MAX)),
  /** When the device scanned it (ISO instant, the device's clock). */
  scannedAt: isoInstant,
  /** What the scanner answered. Only an accepted scan boards. */
  verdict: v.picklist(['accepted', 'refused']),
  /** For a refusal: why. */
  reason: v.optional(v.picklist(SCAN_REASONS)),
});
export type Scan = v.InferOutput<typeof scanSchema>;

export const scansRequest = v.object({
  /** The scanning device: a random id it keeps (IndexedDB). */
  deviceId,
  scans: v.pipe(v.array(scanSchema), v.minLength(1, 'No scans.'), v.maxLength(SCAN_BATCH_MAX, `At most ${SCAN_BATCH_MAX} scans at once.`)),
});
export type ScansRequest = v.InferOutput<typeof scansRequest>;

/**
 * What the server did with one scan:
 * - stored: 'recorded' the first time the server sees its scanId, 'duplicate' after (a replay; the
 *   answer is the first one's);
 * - boarding: 'boarded' (this scan boarded the booking's seats on that trip, first),
 *   'already-boarded' (an earlier scan from this same device did), 'conflict' (another device
 *   boarded it first: the ticket was shown on two devices; kept and reported),
 *   'not-boarded' (a refused scan: recorded only), 'unknown-ticket' (no confirmed booking with
 *   that reference has seats on that trip);
 * - firstBoarding: for 'already-boarded' and 'conflict', the scan that boarded it.
 */
export const scanResultSchema = v.object({
  scanId: v.string(),
  stored: v.picklist(['recorded', 'duplicate']),
  boarding: v.picklist(['boarded', 'already-boarded', 'conflict', 'not-boarded', 'unknown-ticket']),
  firstBoarding: v.nullable(v.object({ deviceId: v.string(), scannedAt: v.string(), scanId: v.string() })),
});
export type ScanResult = v.InferOutput<typeof scanResultSchema>;
export const scansResponse = envelopeSchema(v.object({ results: v.array(scanResultSchema) }));

export const BOARDING_MESSAGES = {
  notStaff: 'This account is not a staff account. Ask your terminal manager to add you.',
  staffExpired: 'Your staff session has expired. Please sign in again.',
  dateOutOfRange: 'A manifest is only available for yesterday, today and tomorrow.',
} as const;
