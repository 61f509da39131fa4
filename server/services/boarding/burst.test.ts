import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { sitePath } from '../../../contract/call';
import * as boardingCalls from '../../../contract/calls/boarding';
import { onBothDatabasesWithApp } from '../../../tests/fixtures/both-databases';
import { bookings } from '../../db/schema';
import { boardings, boardingScans, ticketKeys, ticketSignatures } from '../../db/schema-boarding';
import { appFor, NOW } from '../../testing/booking-kit';
import { statusOf } from '../../testing/tracking-kit';
import { bookedTrip, request, scan, staffAt, upload } from '../../testing/boarding-kit';

/*
 * Signing and boarding under bursts, on PGlite and on a real PostgreSQL with a pool of ten (where
 * the requests truly overlap): the first key is made once however many scanners ask at once; a
 * booking never signed gets one signature however many phones look it up at once; and two devices
 * uploading the same boarding log hundreds of times at once board the booking exactly once, every
 * replay recognised and the second device's scan reported as the conflict.
 */

const BURST = 200;

beforeAll(() => {
  vi.setSystemTime(NOW);
});
afterAll(() => {
  vi.useRealTimers();
});

onBothDatabasesWithApp(appFor, (_name, t) => {
  it('makes one signing key for a burst of first key requests', async () => {
    await t.db.delete(ticketSignatures);
    await t.db.delete(ticketKeys);
    const answers = await Promise.all(Array.from({ length: 100 }, () => request(t.app, 'GET', sitePath(boardingCalls.keys))));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await t.db.select({ id: ticketKeys.id }).from(ticketKeys)).toHaveLength(1);
    expect(new Set(answers.map((a) => JSON.stringify(a.body.data)))).toHaveProperty('size', 1);
  }, 60_000);

  it('signs a booking once for a burst of look-ups', async () => {
    const booked = await bookedTrip(t.app, t.db, 90, [1]);
    const [booking] = await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, booked.reference));
    await t.db.delete(ticketSignatures).where(eq(ticketSignatures.bookingId, booking!.id));
    const qrs = await Promise.all(Array.from({ length: BURST }, async () => (await statusOf(t.app, booked.reference)).data.Object.ticketQr));
    expect(new Set(qrs).size).toBe(1);
    const [stored] = await t.db.select().from(ticketSignatures).where(eq(ticketSignatures.bookingId, booking!.id));
    expect(qrs[0]).toBe(stored!.qr);
  }, 120_000);

  it('boards exactly once when two devices upload the same scans hundreds of times at once', async () => {
    const booked = await bookedTrip(t.app, t.db, 95, [1, 2]);
    const tripId = booked.trip.vehicleTripRegistrationId;
    const member = await staffAt(t.app, booked.terminalId);
    const fromA = scan(booked.reference, tripId);
    const fromB = scan(booked.reference, tripId);
    const uploads = Array.from({ length: BURST }, (_, i) =>
      i % 2 === 0 ? upload(t.app, member.token, 'device-aaaa', [fromA]) : upload(t.app, member.token, 'device-bbbb', [fromB]));
    const results = (await Promise.all(uploads)).flat();

    const [booking] = await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.reference, booked.reference));
    const marks = await t.db.select().from(boardings).where(eq(boardings.bookingId, booking!.id));
    expect(marks).toHaveLength(1);
    const winner = marks[0]!.scanId;
    const loser = winner === fromA.scanId ? fromB : fromA;
    // Each scan stored once: exactly one 'recorded' answer per scan, every other copy a duplicate.
    expect(results.filter((r) => r.stored === 'recorded').map((r) => r.scanId).sort()).toEqual([fromA.scanId, fromB.scanId].sort());
    expect(results.filter((r) => r.stored === 'duplicate')).toHaveLength(BURST - 2);
    // Every answer about a scan is the same answer.
    for (const r of results.filter((x) => x.scanId === winner)) expect(r).toMatchObject({ boarding: 'boarded', firstBoarding: null });
    for (const r of results.filter((x) => x.scanId === loser.scanId)) {
      expect(r).toMatchObject({ boarding: 'conflict', firstBoarding: { scanId: winner, deviceId: marks[0]!.deviceId } });
    }
    const stored = await t.db.select().from(boardingScans).where(eq(boardingScans.bookingId, booking!.id));
    expect(stored.map((s) => s.outcome).sort()).toEqual(['boarded', 'conflict']);
  }, 120_000);
});
