import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { CreateBookingResult } from '../../../contract/booking';
import { sitePath } from '../../../contract/call';
import * as boardingCalls from '../../../contract/calls/boarding';
import * as bookingCalls from '../../../contract/calls/booking';
import { addDays } from '../../../contract/dates';
import { GATEWAY } from '../../../contract/payment';
import { importTicketKeys, parseTicketQr, ticketQrText, verifyTicket } from '../../../contract/ticket-signature';
import { TEST_TODAY } from '../../../tests/fixtures/test-db';
import { signedInCustomer } from '../../../tests/fixtures/accounts';
import { bookings, bookingSeats } from '../../db/schema';
import { staff, ticketKeys as ticketKeyTable, ticketSignatures } from '../../db/schema-boarding';
import { settleBooking } from '../booking/settle';
import { bookingBody, bookingTestApp, FLAGSHIP, firstTrip, NOW, postJson } from '../../testing/booking-kit';
import { statusOf } from '../../testing/tracking-kit';
import { rotateTicketKeys } from './keys';
import { bookedTrip, manifestOf, request, scan, staffAt, staffToken, ticketKeys, upload } from '../../testing/boarding-kit';

const t = bookingTestApp();
const DAY = 86_400_000;

describe('ticket keys', () => {
  it('publishes P-256 public keys with their validity, cacheable; the private key stays in the database', async () => {
    const answer = await request(t.app, 'GET', sitePath(boardingCalls.keys));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=3600');
    const { keys } = await ticketKeys(t.app);
    expect(keys.length).toBeGreaterThanOrEqual(1);
    expect(keys[0]).toMatchObject({ keyId: expect.stringMatching(/^K[0-9A-Z]+$/), jwk: { kty: 'EC', crv: 'P-256' } });
    expect(Object.keys(keys[0]!.jwk).sort()).toEqual(['crv', 'kty', 'x', 'y']);
    expect(Date.parse(keys[0]!.verifiesUntil) - Date.parse(keys[0]!.signsUntil)).toBe(23 * DAY);
    const rows = await t.db.select().from(ticketKeyTable);
    for (const row of rows) expect(JSON.stringify(answer.body)).not.toContain(row.privateKey.slice(0, 40));
  });
});

describe('signed tickets', () => {
  it('signs a confirmed booking: the status, the dev fixture and the scanner keys agree, and it verifies', async () => {
    const booked = await bookedTrip(t.app, t.db, 90, [3, 1]);
    expect(booked.ticketQr.startsWith(`${booked.reference} K`)).toBe(true);
    const status = await statusOf(t.app, booked.reference);
    expect(status.data.Object.ticketQr).toBe(booked.ticketQr);
    // Read again: the same signature (one per booking version), not a fresh one.
    expect((await statusOf(t.app, booked.reference)).data.Object.ticketQr).toBe(booked.ticketQr);

    const member = await staffAt(t.app, booked.terminalId);
    const manifest = await manifestOf(t.app, member.token);
    const entry = manifest.trips.find((trip) => trip.tripId === booked.trip.vehicleTripRegistrationId)!.bookings.find((b) => b.reference === booked.reference)!;
    expect(entry).toMatchObject({ qr: booked.ticketQr, seats: [1, 3], passengers: 2, names: ['Passenger 2.', 'Ngozi E.'], boarded: null });
    expect(entry.fields).toEqual({
      reference: booked.reference,
      legs: [{ tripId: booked.trip.vehicleTripRegistrationId, departureDate: booked.trip.departureDate, departureTime: expect.stringMatching(/^\d\d:\d\d$/), routeName: 'Lagos (Jibowu) ==> Abuja (Utako)', seats: [1, 3] }],
      passengers: 2,
      validUntil: addDays(booked.trip.departureDate, 1),
    });
    const { keyring } = await ticketKeys(t.app);
    expect(await verifyTicket(booked.ticketQr, entry.fields, keyring)).toMatchObject({ ok: true, reference: booked.reference });
    // One changed byte of the signature: refused.
    const parsed = parseTicketQr(booked.ticketQr);
    if (parsed.kind !== 'signed') throw new Error('unsigned');
    const bytes = new Uint8Array(parsed.signature);
    bytes[10] = bytes[10]! ^ 0x80;
    expect(await verifyTicket(ticketQrText(booked.reference, parsed.keyId, bytes), entry.fields, keyring)).toMatchObject({ ok: false, reason: 'wrong-signature' });
  });

  it('signs in the payment that confirms, and the ticket a payment answers carries the QR', async () => {
    const trip = await firstTrip(t.app, t.db, { ...FLAGSHIP, date: addDays(TEST_TODAY, 3) });
    const { body } = await postJson<CreateBookingResult>(t.app, sitePath(bookingCalls.createBooking), bookingBody(trip, trip.availableSeats.slice(0, 1)));
    const reference = body.data.bookingReferenceCode;
    expect((await statusOf(t.app, reference)).data.Object.ticketQr).toBeUndefined();
    const settled = await settleBooking(t.db, { reference, gateway: GATEWAY.paystack, provider: 'paystack', providerReference: `tx-${reference}`, amountKobo: body.data.amount });
    expect(settled.outcome).toBe('confirmed');
    const qr = settled.outcome === 'confirmed' ? settled.ticket.ticketQr : undefined;
    expect(qr).toMatch(new RegExp(`^${reference} K[0-9A-Z]+ [A-Z2-7]{103}$`));
    const [booking] = await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, reference));
    const stored = await t.db.select().from(ticketSignatures).where(eq(ticketSignatures.bookingId, booking!.id));
    expect(stored.map((s) => s.qr)).toEqual([qr]);
    // A replay of the payment answers the same ticket and QR.
    const replay = await settleBooking(t.db, { reference, gateway: GATEWAY.paystack, provider: 'paystack', providerReference: `tx-${reference}`, amountKobo: body.data.amount });
    expect(replay.outcome === 'already-confirmed' && replay.ticket.ticketQr).toBe(qr);
  });

  it('signs a booking confirmed before signing existed the next time it is read, and re-signs one whose trip changed', async () => {
    const booked = await bookedTrip(t.app, t.db, 95, [1]);
    const [booking] = await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, booked.reference));
    await t.db.delete(ticketSignatures).where(eq(ticketSignatures.bookingId, booking!.id));
    const lazily = (await statusOf(t.app, booked.reference)).data.Object.ticketQr!;
    expect(lazily).toMatch(/ K[0-9A-Z]+ /);
    expect(lazily).not.toBe(booked.ticketQr);
    expect((await statusOf(t.app, booked.reference)).data.Object.ticketQr).toBe(lazily);

    // Its seat changes (as a reschedule would move it): the next read signs the new fields.
    await t.db.update(bookingSeats).set({ seatNumber: 7 }).where(eq(bookingSeats.bookingId, booking!.id));
    const moved = (await statusOf(t.app, booked.reference)).data.Object.ticketQr!;
    expect(moved).not.toBe(lazily);
    const member = await staffAt(t.app, booked.terminalId);
    const entry = (await manifestOf(t.app, member.token)).trips.flatMap((trip) => trip.bookings).find((b) => b.reference === booked.reference)!;
    const { keyring } = await ticketKeys(t.app);
    expect(entry.fields.legs[0]!.seats).toEqual([7]);
    expect((await verifyTicket(moved, entry.fields, keyring)).ok).toBe(true);
    expect(await verifyTicket(lazily, entry.fields, keyring)).toMatchObject({ ok: false, reason: 'wrong-signature' });
  });

  it('does not sign a booking that is not confirmed', async () => {
    const trip = await firstTrip(t.app, t.db, { ...FLAGSHIP, date: addDays(TEST_TODAY, 4) });
    const { body } = await postJson<CreateBookingResult>(t.app, sitePath(bookingCalls.createBooking), bookingBody(trip, trip.availableSeats.slice(0, 1)));
    expect((await statusOf(t.app, body.data.bookingReferenceCode)).data.Object.ticketQr).toBeUndefined();
  });
});

describe('key rotation', () => {
  it('signs with the new key after a rotation; tickets signed with the old one keep verifying until it retires', async () => {
    const before = await bookedTrip(t.app, t.db, 100, [1]);
    const oldKeyId = (parseTicketQr(before.ticketQr) as { keyId: string }).keyId;
    const rotated = await rotateTicketKeys(t.db, new Date());
    const after = await bookedTrip(t.app, t.db, 101, [1]);
    const newKeyId = (parseTicketQr(after.ticketQr) as { keyId: string }).keyId;
    expect(newKeyId).not.toBe(oldKeyId);
    expect(newKeyId).toBe(`K${rotated.id.toString(36).toUpperCase()}`);

    const { keys, keyring } = await ticketKeys(t.app);
    expect(keys.map((k) => k.keyId)).toEqual(expect.arrayContaining([oldKeyId, newKeyId]));
    const member = await staffAt(t.app, before.terminalId);
    const entries = (await manifestOf(t.app, member.token)).trips.flatMap((trip) => trip.bookings);
    const fieldsOf = (ref: string) => entries.find((b) => b.reference === ref)!.fields;
    expect((await verifyTicket(before.ticketQr, fieldsOf(before.reference), keyring)).ok).toBe(true);
    expect((await verifyTicket(after.ticketQr, fieldsOf(after.reference), keyring)).ok).toBe(true);

    // Past its verifying time the old key is no longer published: its tickets read 'unknown-key'.
    const oldKey = keys.find((k) => k.keyId === oldKeyId)!;
    vi.setSystemTime(new Date(Date.parse(oldKey.verifiesUntil) + 1000));
    try {
      const later = await ticketKeys(t.app);
      expect(later.keys.map((k) => k.keyId)).not.toContain(oldKeyId);
      expect(await verifyTicket(before.ticketQr, fieldsOf(before.reference), later.keyring)).toMatchObject({ ok: false, reason: 'unknown-key' });
      // The rotation ran by itself on the way: a key that signs now exists.
      expect(Date.parse(later.keys[0]!.signsUntil)).toBeGreaterThan(Date.now());
    } finally {
      vi.setSystemTime(NOW);
    }
  });

  it('a key it never published does not verify, even under a known key id', async () => {
    const booked = await bookedTrip(t.app, t.db, 102, [1]);
    const member = await staffAt(t.app, booked.terminalId);
    const fields = (await manifestOf(t.app, member.token)).trips.flatMap((trip) => trip.bookings).find((b) => b.reference === booked.reference)!.fields;
    const forger = await globalThis.crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
    const { x, y } = await globalThis.crypto.subtle.exportKey('jwk', forger.publicKey);
    const keyId = (parseTicketQr(booked.ticketQr) as { keyId: string }).keyId;
    const theirs = await importTicketKeys([{ keyId, jwk: { kty: 'EC', crv: 'P-256', x: x!, y: y! } }]);
    expect(await verifyTicket(booked.ticketQr, fields, theirs)).toMatchObject({ ok: false, reason: 'wrong-signature' });
  });
});

describe('staff', () => {
  it('a customer who is not staff gets 403; no token or a bad one, 401', async () => {
    const customer = await signedInCustomer(t.app);
    for (const [method, path, body] of [
      ['GET', sitePath(boardingCalls.manifest), undefined],
      ['POST', sitePath(boardingCalls.scans), { deviceId: 'device-0001', scans: [scan('FRE-AAAAAAAAAA', 1)] }],
      ['POST', sitePath(boardingCalls.staffToken), undefined],
    ] as const) {
      expect((await request(t.app, method, path, customer.jwtToken, body)).status).toBe(403);
      expect((await request(t.app, method, path, undefined, body)).status).toBe(401);
      expect((await request(t.app, method, path, 'not-a-token', body)).status).toBe(401);
    }
  });

  it('the staff token opens manifest and scans, cannot renew itself, expires, and stops with the staff row', async () => {
    const booked = await bookedTrip(t.app, t.db, 110, [1]);
    const member = await staffAt(t.app, booked.terminalId);
    const issued = await staffToken(t.app, member.token);
    expect(issued.status).toBe(200);
    expect(issued.data).toMatchObject({ token_type: 'Bearer', expires_in: 12 * 3600, terminal: { id: booked.terminalId, name: 'Lagos (Jibowu)' }, staffName: 'Staff Lagos (Jibowu)' });
    const token = issued.data!.access_token;
    expect((await manifestOf(t.app, token)).terminal.id).toBe(booked.terminalId);
    expect((await staffToken(t.app, token)).status).toBe(401);

    vi.setSystemTime(new Date(NOW.getTime() + 12 * 3600_000 + 1000));
    try {
      expect((await request(t.app, 'GET', sitePath(boardingCalls.manifest), token)).status).toBe(401);
    } finally {
      vi.setSystemTime(NOW);
    }
    await t.db.delete(staff).where(eq(staff.customerId, member.customerId));
    expect((await request(t.app, 'GET', sitePath(boardingCalls.manifest), token)).status).toBe(403);
  });
});

describe('manifest', () => {
  it('lists the day\'s trips of the staff member\'s terminal with confirmed bookings only, and no contact details', async () => {
    const booked = await bookedTrip(t.app, t.db, 120, [2]);
    const member = await staffAt(t.app, booked.terminalId);
    const manifest = await manifestOf(t.app, member.token);
    expect(manifest).toMatchObject({ terminal: { id: booked.terminalId, name: 'Lagos (Jibowu)' }, date: TEST_TODAY });
    expect(manifest.trips.length).toBeGreaterThan(1);
    for (const trip of manifest.trips) expect(trip.departureDate).toBe(TEST_TODAY);
    const trip = manifest.trips.find((x) => x.tripId === booked.trip.vehicleTripRegistrationId)!;
    expect(trip).toMatchObject({ routeName: 'Lagos (Jibowu) ==> Abuja (Utako)', destination: 'Abuja (Utako)', plate: expect.any(String) });
    const json = JSON.stringify(manifest);
    expect(json).not.toContain('ngozi.boarding@example.com');
    expect(json).not.toContain('08012345678');
    expect(json).not.toContain('Adaeze');
    // Tomorrow's may be downloaded the evening before; further days are refused.
    expect((await manifestOf(t.app, member.token, addDays(TEST_TODAY, 1))).date).toBe(addDays(TEST_TODAY, 1));
    const far = await request(t.app, 'GET', `${sitePath(boardingCalls.manifest)}?date=${addDays(TEST_TODAY, 2)}`, member.token);
    expect(far.status).toBe(400);
    expect((await request(t.app, 'GET', `${sitePath(boardingCalls.manifest)}?date=2026-13-01`, member.token)).status).toBe(400);
  });
});

describe('scans', () => {
  it('boards once, recognises replays, flags a second device, and reports it', async () => {
    const booked = await bookedTrip(t.app, t.db, 130, [1, 2]);
    const tripId = booked.trip.vehicleTripRegistrationId;
    const member = await staffAt(t.app, booked.terminalId);
    const first = scan(booked.reference, tripId);
    const [boarded] = await upload(t.app, member.token, 'device-aaaa', [first]);
    expect(boarded).toEqual({ scanId: first.scanId, stored: 'recorded', boarding: 'boarded', firstBoarding: null });
    // The same upload again (background sync replays): a duplicate, answered as the first.
    expect(await upload(t.app, member.token, 'device-aaaa', [first])).toEqual([{ ...boarded, stored: 'duplicate' }]);
    // The same device scans it again: already boarded (it had said so on the spot).
    const again = scan(booked.reference, tripId, { verdict: 'refused', reason: 'already-boarded' });
    const rescan = scan(booked.reference, tripId);
    const [refusedAgain, sameDevice] = await upload(t.app, member.token, 'device-aaaa', [again, rescan]);
    expect(refusedAgain).toMatchObject({ stored: 'recorded', boarding: 'not-boarded' });
    expect(sameDevice).toMatchObject({ stored: 'recorded', boarding: 'already-boarded', firstBoarding: { deviceId: 'device-aaaa', scanId: first.scanId } });
    // Another device accepted a copy of it, offline: a conflict, stored and reported.
    const copy = scan(booked.reference, tripId);
    const [conflict] = await upload(t.app, member.token, 'device-bbbb', [copy]);
    expect(conflict).toMatchObject({ stored: 'recorded', boarding: 'conflict', firstBoarding: { deviceId: 'device-aaaa', scanId: first.scanId, scannedAt: first.scannedAt } });
    expect(await upload(t.app, member.token, 'device-bbbb', [copy])).toEqual([{ ...conflict, stored: 'duplicate' }]);

    // The manifest shows it boarded.
    const entry = (await manifestOf(t.app, member.token)).trips.find((x) => x.tripId === tripId)!.bookings.find((b) => b.reference === booked.reference)!;
    expect(entry.boarded).toEqual({ deviceId: 'device-aaaa', scannedAt: first.scannedAt });
  });

  it('boards nothing for an unknown ticket or another trip', async () => {
    const booked = await bookedTrip(t.app, t.db, 140, [1]);
    const other = await bookedTrip(t.app, t.db, 141, [1]);
    const member = await staffAt(t.app, booked.terminalId);
    const results = await upload(t.app, member.token, 'device-cccc', [
      scan('FRE-ZZZZZZZZZZ', booked.trip.vehicleTripRegistrationId),
      scan(booked.reference, other.trip.vehicleTripRegistrationId),
    ]);
    expect(results.map((r) => r.boarding)).toEqual(['unknown-ticket', 'unknown-ticket']);
  });

  it('refuses a malformed batch as a whole (400)', async () => {
    const booked = await bookedTrip(t.app, t.db, 150, [1]);
    const member = await staffAt(t.app, booked.terminalId);
    const path = sitePath(boardingCalls.scans);
    const bad = [
      { deviceId: 'x', scans: [scan(booked.reference, 1)] },
      { deviceId: 'device-dddd', scans: [] },
      { deviceId: 'device-dddd', scans: [scan(booked.reference, 1, { scanId: 'not-a-uuid' })] },
      { deviceId: 'device-dddd', scans: [scan(booked.reference, 1, { scannedAt: '-271821-04-20T00:00:00Z' })] },
      { deviceId: 'device-dddd', scans: Array.from({ length: 201 }, () => scan(booked.reference, 1)) },
    ];
    for (const body of bad) expect((await request(t.app, 'POST', path, member.token, body)).status).toBe(400);
  });
});
