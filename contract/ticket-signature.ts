import * as v from 'valibot';

/**
 * Signed tickets (issue 19): what the server signs when a booking is confirmed or rescheduled, the
 * one byte encoding that is signed and verified, the QR text that carries the signature, and its
 * verification. Pure and WebCrypto only (`globalThis.crypto.subtle`): the same code runs in the
 * browser, the service worker and Node 20.
 *
 * Choices, named:
 * - **ECDSA P-256 with SHA-256**, signature in IEEE P1363 form (r‖s, 64 bytes): WebCrypto verifies
 *   it in every browser with no library (Ed25519 in WebCrypto is too new for cheap Android
 *   WebViews). ECDSA signatures are randomised: the server keeps ONE signature per booking version
 *   (its signed fields), so the QR a traveller holds does not change on every look-up.
 * - **The QR carries the reference, the key id and the signature only** (QR_TEXT_PATTERN), in QR
 *   alphanumeric-mode characters: `FRE-ABCD234567 K1 <103 base32 characters>`, 121 characters,
 *   a version 7 code at error correction Q (45×45 modules). The signed fields come from the
 *   scanner's day manifest (contract/boarding.ts): no seat can be booked for today (the seat window
 *   starts tomorrow, and so does a reschedule's), so a manifest downloaded for a day is complete.
 * - **Canonical encoding** (ticketSigningInput): `FREELY-TICKET/1`, a newline, then JSON of an
 *   array in a fixed order. JSON.stringify of strings, integers and arrays is exactly specified by
 *   ECMAScript, so every engine writes the same bytes; a change of format is a new version.
 * - **Validity** (validUntil): the day after the last leg's departure date (Lagos). A conductor
 *   needs the ticket on its bus's day; the extra day covers a night bus that leaves after midnight.
 *   The spec's 30-day ticket validity is about rescheduling a missed bus, which re-signs the ticket.
 */

export const TICKET_SIGNATURE_VERSION = 'FREELY-TICKET/1';
/** Days after the last leg's departure date that a ticket stays valid (see Validity above). */
export const TICKET_VALID_DAYS_AFTER_LAST_LEG = 1;
/** A P1363 P-256 signature: r and s, 32 bytes each. */
export const TICKET_SIGNATURE_BYTES = 64;
/** The signature in base32 without padding: ceil(64 × 8 / 5). */
export const TICKET_SIGNATURE_CHARS = 103;
/** The QR's error correction level: Q restores 25% of the code (a crack across a screen, glare); see src/ui/ticket-qr.tsx. */
export const TICKET_QR_ERROR_CORRECTION = 'Q' as const;

const ymd = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are yyyy-mm-dd.'));
const hhmm = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are HH:MM (24 h).'));
/** A booking reference in the QR's alphanumeric characters ('FRE-' and 10 symbols, or 6 for older bookings). */
const referenceSchema = v.pipe(v.string(), v.regex(/^[A-Z0-9][A-Z0-9-]{3,39}$/, 'Not a booking reference.'));

/** One leg as signed: its trip (the vehicle trip registration id), when it leaves, the route, and the booking's seats on it. */
export const signedTicketLegSchema = v.object({
  tripId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Lagos date of departure. */
  departureDate: ymd,
  /** Lagos wall clock, 24 h ('08:15', not '08:15 AM'). */
  departureTime: hhmm,
  /** 'Departure ==> Destination', as routes are named. */
  routeName: v.string(),
  /** The booking's seat numbers on this trip, ascending. */
  seats: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.minLength(1)),
});
export type SignedTicketLeg = v.InferOutput<typeof signedTicketLegSchema>;

/** What a ticket's signature covers. Outbound leg first, then the return leg of a round trip. */
export const signedTicketFieldsSchema = v.object({
  reference: referenceSchema,
  legs: v.pipe(v.array(signedTicketLegSchema), v.minLength(1), v.maxLength(2)),
  /** How many travel on the booking (its outbound seats). */
  passengers: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Lagos date after which the ticket is refused ('expired'). */
  validUntil: ymd,
});
export type SignedTicketFields = v.InferOutput<typeof signedTicketFieldsSchema>;

const utf8 = new TextEncoder();

/**
 * The one byte string that is signed and verified. The fields are normalised first (seats sorted),
 * so the server and a scanner given the same ticket in any order of seats get the same bytes.
 */
export function ticketSigningInput(fields: SignedTicketFields): Uint8Array<ArrayBuffer> {
  const legs = fields.legs.map((leg) => [leg.tripId, leg.departureDate, leg.departureTime, leg.routeName, [...leg.seats].sort((a, b) => a - b)]);
  const body = JSON.stringify([fields.reference, legs, fields.passengers, fields.validUntil]);
  return utf8.encode(`${TICKET_SIGNATURE_VERSION}\n${body}`);
}

// ---- the QR text ------------------------------------------------------------------------------

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding (its alphabet is all QR alphanumeric-mode characters). */
export function toBase32(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31];
  return out;
}

/**
 * Strict inverse of toBase32: undefined for a character outside the alphabet, or for unused
 * trailing bits that are not zero (so no two texts decode to the same signature).
 */
export function fromBase32(text: string): Uint8Array<ArrayBuffer> | undefined {
  const out = new Uint8Array(Math.floor((text.length * 5) / 8));
  let buffer = 0;
  let bits = 0;
  let at = 0;
  for (const char of text) {
    const value = BASE32.indexOf(char);
    if (value < 0) return undefined;
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      out[at++] = (buffer >>> (bits - 8)) & 0xff;
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  }
  return buffer === 0 ? out : undefined;
}

/** `<reference> <keyId> <signature>`: the reference first, readable by any QR reader. */
export const QR_TEXT_PATTERN = /^([A-Z0-9][A-Z0-9-]{3,39}) (K[0-9A-Z]{1,6}) ([A-Z2-7]{103})$/;

/** The QR text of a signed ticket. */
export const ticketQrText = (reference: string, keyId: string, signature: Uint8Array): string => `${reference} ${keyId} ${toBase32(signature)}`;

export type ParsedTicketQr =
  | { kind: 'signed'; reference: string; keyId: string; signature: Uint8Array<ArrayBuffer> }
  /** A QR of a reference alone: a ticket shown before signed tickets (or a copy someone typed). */
  | { kind: 'unsigned'; reference: string }
  | { kind: 'unreadable' };

/** Reads a scanned QR text (surrounding white space is ignored; nothing else is forgiven). */
export function parseTicketQr(text: string): ParsedTicketQr {
  const trimmed = text.trim();
  const signed = QR_TEXT_PATTERN.exec(trimmed);
  if (signed) {
    const signature = fromBase32(signed[3]!);
    return signature?.length === TICKET_SIGNATURE_BYTES ? { kind: 'signed', reference: signed[1]!, keyId: signed[2]!, signature } : { kind: 'unreadable' };
  }
  if (/^[A-Z0-9][A-Z0-9-]{3,39}$/.test(trimmed)) return { kind: 'unsigned', reference: trimmed };
  return { kind: 'unreadable' };
}

// ---- verification ------------------------------------------------------------------------------

/** ECDSA P-256 as WebCrypto names it. */
export const TICKET_KEY_ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
export const TICKET_SIGN_ALGORITHM = { name: 'ECDSA', hash: 'SHA-256' } as const;

/** A P-256 public key as JWK (the keys call, contract/boarding.ts). */
export const ticketPublicJwkSchema = v.object({
  kty: v.literal('EC'),
  crv: v.literal('P-256'),
  x: v.pipe(v.string(), v.regex(/^[\w-]{43}$/, 'Not a P-256 coordinate.')),
  y: v.pipe(v.string(), v.regex(/^[\w-]{43}$/, 'Not a P-256 coordinate.')),
});
export type TicketPublicJwk = v.InferOutput<typeof ticketPublicJwkSchema>;

/** Public keys by key id, imported once (importTicketKeys) and reused for every scan. */
export type TicketKeyring = ReadonlyMap<string, CryptoKey>;

/** Imports public keys for verifyTicket. */
export async function importTicketKeys(keys: readonly { keyId: string; jwk: TicketPublicJwk }[]): Promise<TicketKeyring> {
  const subtle = globalThis.crypto.subtle;
  const imported = await Promise.all(keys.map(async (k) => [k.keyId, await subtle.importKey('jwk', { ...k.jwk, ext: true }, TICKET_KEY_ALGORITHM, false, ['verify'])] as const));
  return new Map(imported);
}

/**
 * Why a ticket's signature is refused:
 * - 'unreadable': not a ticket QR at all;
 * - 'unsigned': a reference alone (a ticket from before signing, or a typed copy);
 * - 'unknown-key': signed with a key this keyring does not hold (retired, or never ours);
 * - 'other-booking': the QR names another reference than the fields given;
 * - 'wrong-signature': the signature does not match these fields under that key (forged or altered).
 */
export type SignatureRefusal = 'unreadable' | 'unsigned' | 'unknown-key' | 'other-booking' | 'wrong-signature';
export type SignatureVerdict = { ok: true; reference: string; keyId: string } | { ok: false; reason: SignatureRefusal; reference?: string };

/** Checks a scanned QR text against a ticket's fields (from the manifest) with the cached public keys; no network. */
export async function verifyTicket(qrText: string, fields: SignedTicketFields, keys: TicketKeyring): Promise<SignatureVerdict> {
  const parsed = parseTicketQr(qrText);
  if (parsed.kind === 'unreadable') return { ok: false, reason: 'unreadable' };
  if (parsed.kind === 'unsigned') return { ok: false, reason: 'unsigned', reference: parsed.reference };
  const { reference, keyId, signature } = parsed;
  if (reference !== fields.reference) return { ok: false, reason: 'other-booking', reference };
  const key = keys.get(keyId);
  if (!key) return { ok: false, reason: 'unknown-key', reference };
  const valid = await globalThis.crypto.subtle.verify(TICKET_SIGN_ALGORITHM, key, signature, ticketSigningInput(fields)).catch(() => false);
  return valid ? { ok: true, reference, keyId } : { ok: false, reason: 'wrong-signature', reference };
}

// ---- boarding checks (pure; the scanner adds 'already boarded on this device' from its own log) ------------

/**
 * Why a validly signed ticket cannot board this bus: 'expired' (past validUntil), 'another-day'
 * (a leg on this bus's route, but on another day), 'another-trip' (anything else: another bus,
 * another route).
 */
export type BoardingRefusal = 'another-trip' | 'another-day' | 'expired';

/** The bus being boarded, as the manifest lists it. */
export type BoardingTrip = { tripId: number; departureDate: string; routeName: string };

/** The leg of the ticket that boards `trip` on `today` (Lagos yyyy-mm-dd), or why none does. */
export function boardingLeg(fields: SignedTicketFields, trip: BoardingTrip, today: string):
  { ok: true; leg: SignedTicketLeg } | { ok: false; reason: BoardingRefusal } {
  if (today > fields.validUntil) return { ok: false, reason: 'expired' };
  const leg = fields.legs.find((l) => l.tripId === trip.tripId);
  if (leg) return { ok: true, leg };
  const sameRoute = fields.legs.some((l) => l.routeName === trip.routeName && l.departureDate !== trip.departureDate);
  return { ok: false, reason: sameRoute ? 'another-day' : 'another-trip' };
}
