import { beforeAll, describe, expect, it } from 'vitest';
import { fromBase32, parseTicketQr, toBase32 } from '@contract/ticket-signature';
import type { Manifest, ManifestTrip } from '@contract/boarding';
import { bookingOn, fieldsOn, keyringOf, manifestOf, signTicket, tamper, testKey, TODAY, tripOf, type TestKey } from './test-kit';
import { judgeScan, type ScanContext } from './verdict';

let key: TestKey;
let trip: ManifestTrip;
let otherTrip: ManifestTrip;
let tomorrow: Manifest;
let manifests: Manifest[];
let valid: string;

beforeAll(async () => {
  key = await testKey('K1');
  const mine = await bookingOn(fieldsOn('FRE-ABCD234567', 812, [3, 1]), key);
  const elsewhere = await bookingOn(fieldsOn('FRE-OTHER23456', 813, [5], TODAY, 'Lagos (Jibowu) ==> Enugu (Holy Ghost)'), key);
  const nextDay = await bookingOn(fieldsOn('FRE-NEXTDAY234', 900, [2], '2026-11-28'), key);
  trip = tripOf(812, [mine]);
  otherTrip = tripOf(813, [elsewhere], TODAY, 'Lagos (Jibowu) ==> Enugu (Holy Ghost)', 'Enugu (Holy Ghost)');
  tomorrow = manifestOf([tripOf(900, [nextDay], '2026-11-28')], '2026-11-28');
  manifests = [manifestOf([trip, otherTrip]), tomorrow];
  valid = mine.qr;
});

const context = async (over: Partial<ScanContext> = {}): Promise<ScanContext> => ({
  trip, manifests, keys: await keyringOf(key), today: TODAY, deviceId: 'device-one', boardedHere: () => undefined, ...over,
});

describe('judgeScan', () => {
  it('accepts a ticket signed for this bus, with its seats and passenger count', async () => {
    expect(await judgeScan(valid, await context())).toEqual({
      verdict: 'accepted', reference: 'FRE-ABCD234567', tripId: 812, seats: [1, 3], passengers: 2, names: ['Traveller 1 O.', 'Traveller 2 O.'],
    });
  });

  it('accepts white space around the text (a reader may add a newline)', async () => {
    expect((await judgeScan(`${valid}\n`, await context())).verdict).toBe('accepted');
  });

  it('refuses a signature with one changed byte', async () => {
    const parsed = parseTicketQr(valid);
    if (parsed.kind !== 'signed') throw new Error('not signed');
    for (const at of [0, 31, 63]) {
      const bytes = fromBase32(toBase32(parsed.signature))!;
      bytes[at] = bytes[at]! ^ 0x01;
      const forged = `${parsed.reference} ${parsed.keyId} ${toBase32(bytes)}`;
      expect(await judgeScan(forged, await context()), `byte ${at}`).toMatchObject({ verdict: 'refused', reason: 'wrong-signature', reference: 'FRE-ABCD234567' });
    }
    expect(await judgeScan(tamper(valid), await context())).toMatchObject({ verdict: 'refused', reason: 'wrong-signature' });
  });

  it('refuses a ticket whose signed fields were changed (one more seat on the list)', async () => {
    const changed = tripOf(812, [{ ...trip.bookings[0]!, fields: { ...trip.bookings[0]!.fields, legs: [{ ...trip.bookings[0]!.fields.legs[0]!, seats: [1, 3, 4] }] } }]);
    expect(await judgeScan(valid, await context({ trip: changed, manifests: [manifestOf([changed])] }))).toMatchObject({ reason: 'wrong-signature' });
  });

  it('refuses a signature made with a key this phone does not hold, and a stranger key under a known id', async () => {
    const stranger = await testKey('K1');
    const forged = await signTicket(trip.bookings[0]!.fields, stranger);
    expect(await judgeScan(forged, await context())).toMatchObject({ reason: 'wrong-signature' });
    const unknown = await signTicket(trip.bookings[0]!.fields, await testKey('K9'));
    expect(await judgeScan(unknown, await context())).toMatchObject({ reason: 'unknown-key' });
  });

  it('verifies with an older key still held after a rotation', async () => {
    const next = await testKey('K2');
    expect((await judgeScan(valid, await context({ keys: await keyringOf(next, key) }))).verdict).toBe('accepted');
  });

  it('refuses a ticket for another bus of the day, and the same route on another day', async () => {
    expect(await judgeScan(otherTrip.bookings[0]!.qr, await context())).toMatchObject({ verdict: 'refused', reason: 'another-trip', reference: 'FRE-OTHER23456' });
    expect(await judgeScan(tomorrow.trips[0]!.bookings[0]!.qr, await context())).toMatchObject({ verdict: 'refused', reason: 'another-day', reference: 'FRE-NEXTDAY234' });
  });

  it('refuses an expired ticket (the day after its validity)', async () => {
    expect(await judgeScan(valid, await context({ today: '2026-11-29' }))).toMatchObject({ verdict: 'refused', reason: 'expired' });
    expect((await judgeScan(valid, await context({ today: '2026-11-28' }))).verdict).toBe('accepted');
  });

  it('flags a ticket already boarded on this phone, or on another as the manifest says', async () => {
    const here = await context({ boardedHere: (ref, tripId) => (ref === 'FRE-ABCD234567' && tripId === 812 ? { scannedAt: '2026-11-27T07:01:00.000Z' } : undefined) });
    expect(await judgeScan(valid, here)).toMatchObject({ verdict: 'refused', reason: 'already-boarded', first: { scannedAt: '2026-11-27T07:01:00.000Z', here: true } });
    const marked = tripOf(812, [{ ...trip.bookings[0]!, boarded: { deviceId: 'device-two', scannedAt: '2026-11-27T06:59:00.000Z' } }]);
    expect(await judgeScan(valid, await context({ trip: marked }))).toMatchObject({ reason: 'already-boarded', first: { here: false } });
  });

  it('refuses a reference alone, a code that is not a ticket, and a booking on no saved list', async () => {
    expect(await judgeScan('FRE-ABCD234567', await context())).toMatchObject({ reason: 'unsigned', reference: 'FRE-ABCD234567' });
    expect(await judgeScan('https://example.com/', await context())).toEqual({ verdict: 'refused', reason: 'unreadable', tripId: 812 });
    const stranger = await signTicket(fieldsOn('FRE-NOTLISTED23', 812, [9]), key);
    expect(await judgeScan(stranger, await context())).toMatchObject({ reason: 'not-on-manifest', reference: 'FRE-NOTLISTED23' });
  });
});
