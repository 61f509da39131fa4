import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { CreateBookingResult } from '../../../contract/booking';
import { addDays } from '../../../contract/dates';
import { bookingNotFoundMessage, lookupLimitMessage, type BookingStatus } from '../../../contract/tickets';
import { onBothDatabases } from '../../../tests/fixtures/both-databases';
import { BOOKING_LOOKUP_LIMIT } from '../../auth/limits';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { REFERENCE_PATTERN } from './reference';
import { bookingBody, defaultLimitsApp, FLAGSHIP, firstTrip, fromAddress, NOW, postJson, TOMORROW, type Envelope, type TestApp } from '../../testing/booking-kit';
import { sitePath } from '../../../contract/call';
import * as bookingCalls from '../../../contract/calls/booking';
import { SAVED_TICKET_COOKIE_PATH, savedTicketCookieName, TICKET_KEEP_DAYS } from '../../../contract/saved-ticket-cookie';

/*
 * Look-ups by reference (issue 10, point 5): throttled per address under a burst, on PGlite and
 * PostgreSQL; long references, with the old short ones still working; and a reference alone
 * shows neither the traveller's phone nor their next of kin.
 */

const LIMIT = BOOKING_LOOKUP_LIMIT.max;
const BURST = 300;
const TRAVELLER = { email: 'Kemi.Lookup@Example.com', phoneNumber: '08051112222', nextOfKinName: 'Tunde Lookup', nextOfKinPhone: '08053334444' };

async function lookUp(app: TestApp, ref: string, address: string, contact?: string) {
  const query = new URLSearchParams({ BookingRefCode: ref, ...(contact === undefined ? {} : { Contact: contact }) });
  const res = await app.request(`${sitePath(bookingCalls.bookingStatus)}?${query}`, { headers: fromAddress(address) });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), setCookie: res.headers.get('set-cookie'), body: (await res.json()) as Envelope<BookingStatus | null> };
}

const checkIn = (app: TestApp, ref: string, address: string) =>
  app.request(`${sitePath(bookingCalls.checkIn, { ref: ref, terminalId: '1' })}?latitude=6.5146&longitude=3.3724`, { headers: fromAddress(address) });

onBothDatabases((name, database) => {
  let db: Db;
  let app: TestApp;
  let reference: string;
  beforeAll(async () => {
    const handle = database();
    if (!handle) return;
    vi.setSystemTime(NOW);
    db = handle.db;
    app = await defaultLimitsApp(db);
    const trip = await firstTrip(app, db, { ...FLAGSHIP, date: addDays(TOMORROW, 3) });
    const made = await postJson<CreateBookingResult>(app, sitePath(bookingCalls.createBooking), bookingBody(trip, trip.availableSeats.slice(0, 2), undefined, TRAVELLER), fromAddress('10.20.0.1'));
    expect(made.status).toBe(200);
    reference = made.body.data.bookingReferenceCode;
  });
  beforeEach(() => {
    vi.setSystemTime(NOW);
  });

  it(`a burst of ${BURST} look-ups from one address checks ${LIMIT}; the rest wait, plainly`, async () => {
    const refs = Array.from({ length: BURST }, (_, i) => (i % 10 === 0 ? reference : `FRE-ZZZZZZ${String(i).padStart(4, '0')}`));
    const started = performance.now();
    const answers = await Promise.all(refs.map((ref) => lookUp(app, ref, '10.21.0.1')));
    const ms = Math.round(performance.now() - started);
    const checked = answers.filter((a) => a.status !== 429);
    expect(checked).toHaveLength(LIMIT);
    for (const a of checked) expect([200, 404]).toContain(a.status);
    for (const a of answers.filter((x) => x.status === 429)) {
      expect(Number(a.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(a.retryAfter)).toBeLessThanOrEqual(60);
      expect(a.body).toEqual({ code: '429', shortDescription: lookupLimitMessage(Number(a.retryAfter)), data: null });
    }
    console.info(`[${name}] ${BURST} look-ups at once from one address: ${ms} ms, ${checked.length} checked, ${BURST - checked.length} got 429`);

    // Self check-in and release count against the same allowance; another address does not.
    expect((await checkIn(app, reference, '10.21.0.1')).status).toBe(429);
    const release = await postJson(app, sitePath(bookingCalls.releaseBooking), { ref: reference, contact: TRAVELLER.phoneNumber }, fromAddress('10.21.0.1'));
    expect(release.status).toBe(429);
    expect((await lookUp(app, reference, '10.21.0.2')).status).toBe(200);
    // A minute later the address may look up again.
    vi.setSystemTime(new Date(NOW.getTime() + BOOKING_LOOKUP_LIMIT.windowMs + 1000));
    expect((await lookUp(app, reference, '10.21.0.1')).status).toBe(200);
  }, 60_000);

  it('a burst of self check-ins from one address is throttled the same way', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, () => checkIn(app, 'FRE-ZZZZZZZZZZ', '10.22.0.1')));
    expect(answers.filter((a) => a.status !== 429)).toHaveLength(LIMIT);
  });

  it('new references are 10 symbols; a 6-symbol reference issued before still looks up', async () => {
    expect(reference).toMatch(/^FRE-[A-HJ-NP-Z2-9]{10}$/);
    const old = 'FRE-QLD234';
    expect(old).toMatch(REFERENCE_PATTERN);
    await db.update(bookings).set({ reference: old }).where(eq(bookings.reference, reference));
    try {
      const res = await lookUp(app, old.toLowerCase(), '10.23.0.1');
      expect(res.status).toBe(200);
      expect(res.body.data?.Object.refCode).toBe(old);
      expect((await lookUp(app, 'FRE-QLD235', '10.23.0.1')).body.shortDescription).toBe(bookingNotFoundMessage('FRE-QLD235'));
    } finally {
      await db.update(bookings).set({ reference }).where(eq(bookings.reference, old));
    }
  });

  it('without the booking\u2019s phone or e-mail the look-up shows no phone and no next of kin; with it, both', async () => {
    const rowsFor = async (contact?: string) => (await lookUp(app, reference, '10.24.0.1', contact)).body.data!.userData;
    const hidden = await rowsFor();
    expect(hidden).toHaveLength(2);
    for (const row of hidden) {
      expect(row).toMatchObject({ phoneNumber: '', nextOfKinName: '', bookingReferenceCode: reference, bookingStatus: 0, routeName: 'Lagos (Jibowu) ==> Abuja (Utako)' });
      expect(row.fullName).not.toBe('');
      expect(row.seatNumber).toBeGreaterThan(0);
    }
    for (const wrong of ['', '08099990000', 'someone@example.com', 'kemi.lookup@example.co']) {
      expect((await rowsFor(wrong)).map((r) => [r.phoneNumber, r.nextOfKinName])).toEqual([['', ''], ['', '']]);
    }
    for (const right of [TRAVELLER.phoneNumber, '+2348051112222', '234 805 111 2222', 'kemi.lookup@example.com', ' KEMI.LOOKUP@EXAMPLE.COM ']) {
      expect((await rowsFor(right)).map((r) => [r.phoneNumber, r.nextOfKinName])).toEqual([
        [TRAVELLER.phoneNumber, TRAVELLER.nextOfKinName],
        [TRAVELLER.phoneNumber, TRAVELLER.nextOfKinName],
      ]);
    }
  });

  it('an owner\u2019s look-up leaves the cookie that restores the ticket if the phone clears it; any other look-up leaves none', async () => {
    for (const other of [undefined, '08099990000']) expect((await lookUp(app, reference, '10.25.0.1', other)).setCookie).toBeNull();
    const answer = await lookUp(app, reference, '10.25.0.1', 'kemi.lookup@example.com');
    const cookie = answer.setCookie!;
    // The look-up's contact is the booking's phone (the e-mail only for a booking without one), for My tickets only, readable by the page.
    expect(cookie).toMatch(new RegExp(`^${savedTicketCookieName(reference)}=${TRAVELLER.phoneNumber};`));
    expect(cookie).toContain(`Path=${SAVED_TICKET_COOKIE_PATH}`);
    expect(cookie).not.toMatch(/HttpOnly/i);
    // Until 30 days after the trip (3 days after tomorrow), as the vault keeps it.
    const lastDeparture = Math.max(...answer.body.data!.userData.map((row) => Date.parse(row.departsAt)));
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)![1]);
    expect(Math.abs(maxAge - (lastDeparture + TICKET_KEEP_DAYS * 86_400_000 - NOW.getTime()) / 1000)).toBeLessThan(5);
  });
});
