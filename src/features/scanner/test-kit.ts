import type { Manifest, ManifestBooking, ManifestTrip } from '@contract/boarding';
import type { LogStorage, LoggedScan } from './scan-log';
import {
  importTicketKeys, TICKET_KEY_ALGORITHM, TICKET_SIGN_ALGORITHM, ticketQrText, ticketSigningInput, type SignedTicketFields, type TicketKeyring, type TicketPublicJwk,
} from '@contract/ticket-signature';

/**
 * Signed tickets and manifests made here, with a key of the test's own, for the scanner's unit
 * tests and the bench (scripts/bench-scanner.ts): the server's signing is the other side's; this
 * signs exactly as the contract says (ticketSigningInput, P1363 ECDSA P-256).
 */

const subtle = globalThis.crypto.subtle;
export const ROUTE = 'Lagos (Jibowu) ==> Abuja (Utako)';
export const DESTINATION = 'Abuja (Utako)';
export const TODAY = '2026-11-27';

export type TestKey = { keyId: string; privateKey: CryptoKey; jwk: TicketPublicJwk };

export async function testKey(keyId = 'K1'): Promise<TestKey> {
  const pair = await subtle.generateKey(TICKET_KEY_ALGORITHM, true, ['sign', 'verify']);
  const { kty, crv, x, y } = await subtle.exportKey('jwk', pair.publicKey);
  return { keyId, privateKey: pair.privateKey, jwk: { kty, crv, x, y } as TicketPublicJwk };
}

export const keyringOf = (...keys: TestKey[]): Promise<TicketKeyring> => importTicketKeys(keys);

export async function signTicket(fields: SignedTicketFields, key: TestKey): Promise<string> {
  const signature = new Uint8Array(await subtle.sign(TICKET_SIGN_ALGORITHM, key.privateKey, ticketSigningInput(fields)));
  return ticketQrText(fields.reference, key.keyId, signature);
}

/** One-leg fields on `tripId`. */
export function fieldsOn(reference: string, tripId: number, seats: number[], date = TODAY, routeName = ROUTE): SignedTicketFields {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return { reference, legs: [{ tripId, departureDate: date, departureTime: '08:15', routeName, seats }], passengers: seats.length, validUntil: next.toISOString().slice(0, 10) };
}

export async function bookingOn(fields: SignedTicketFields, key: TestKey, tripId = fields.legs[0]!.tripId): Promise<ManifestBooking> {
  const leg = fields.legs.find((l) => l.tripId === tripId)!;
  return {
    reference: fields.reference, fields, qr: await signTicket(fields, key), seats: leg.seats, passengers: leg.seats.length,
    names: leg.seats.map((_, i) => `Traveller ${i + 1} O.`), boarded: null,
  };
}

export function tripOf(tripId: number, bookings: ManifestBooking[], date = TODAY, routeName = ROUTE, destination = DESTINATION): ManifestTrip {
  return {
    tripId, routeName, destination, departureDate: date, departureTime: '08:15', departsAt: `${date}T07:15:00.000Z`,
    vehicleName: 'Toyota Hiace', plate: 'LAG-123-XY', totalSeats: 14, bookings,
  };
}

export const manifestOf = (trips: ManifestTrip[], date = TODAY): Manifest => ({
  terminal: { id: 1, name: 'Lagos (Jibowu)' }, date, generatedAt: `${date}T05:00:00.000Z`, trips,
});

/** The QR text with one character of its signature changed (a forged or altered ticket). */
export function tamper(qr: string): string {
  const at = qr.length - 10;
  const swap = qr[at] === 'A' ? 'B' : 'A';
  return qr.slice(0, at) + swap + qr.slice(at + 1);
}

/** idb-keyval's calls over a Map, as the log uses them. */
export function memoryStorage(initial: [string, unknown][] = []): LogStorage & { map: Map<IDBValidKey, unknown> } {
  const map = new Map<IDBValidKey, unknown>(initial);
  return {
    map,
    entries: async () => [...map.entries()],
    setMany: async (entries) => entries.forEach(([k, val]) => map.set(k, structuredClone(val))),
    delMany: async (keys) => keys.forEach((k) => map.delete(k)),
  };
}

/** A scan as the log records it. */
export const scan = (scanId: string, over: Partial<LoggedScan> = {}): Omit<LoggedScan, 'delivery'> => ({
  scanId, reference: 'FRE-ABCD234567', tripId: 812, scannedAt: '2026-11-27T07:00:00.000Z', verdict: 'accepted', seats: [1, 2], ...over,
});
