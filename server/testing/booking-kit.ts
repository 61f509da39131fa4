import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, vi } from 'vitest';
import type { BusTrip, CreateBookingRequest, CreateBookingResult, TripSearchRequest, TripSearchResult } from '../../contract/booking';
import { addDays } from '../../contract/dates';
import { GATEWAY } from '../../contract/payment';
import { seededDatabase } from '../../tests/fixtures/seeded-database';
import { openTestDatabase, TEST_TODAY } from '../../tests/fixtures/test-db';
import { createApp } from '../app';
import { loadPaymentSettings } from '../providers/payments/settings';
import { DEFAULT_AUTH_SETTINGS } from '../auth/settings';
import type { Db, DbHandle } from '../db/client';
import { terminals } from '../db/schema';
import { DEFAULT_BOOKING_SETTINGS, type BookingSettings } from '../services/booking/settings';
import { seatClaims } from '../services/booking/availability';
import { settleBooking } from '../services/booking/settle';
import { offerOf, selectTrips, toBusTrip } from '../services/booking/trips';
import { sitePath } from '../../contract/call';
import * as bookingCalls from '../../contract/calls/booking';

/** Helpers shared by the booking service's tests (not a test file itself). */

/** 10:00 in Lagos on the seeded "today": the clock the booking tests freeze with vi.setSystemTime. */
export const NOW = new Date(`${TEST_TODAY}T10:00:00+01:00`);
export const TOMORROW = addDays(TEST_TODAY, 1);
export const minutesAfter = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000);

export type TestApp = Awaited<ReturnType<typeof createApp>>;
export type Envelope<T> = { code: string; shortDescription: string; data: T };

/**
 * Limits out of the way: the booking tests make dozens of bookings and look-ups from one
 * in-process client ('local'). The abuse tests (limits.test.ts, concurrency.test.ts) use the
 * defaults, with addresses from X-Forwarded-For (`trustProxy`).
 */
export const ROOMY_SETTINGS: BookingSettings = {
  holdsPerAddress: { bookings: 100_000, seats: 100_000 },
  holdsPerContact: { bookings: 100_000, seats: 100_000 },
  lookupsPerAddressPerMinute: 100_000,
};

export function appFor(db: Db, booking: BookingSettings = ROOMY_SETTINGS, { trustProxy = false } = {}): Promise<TestApp> {
  return createApp({
    db,
    config: {
      logRequests: false, staticDir: '/nonexistent', sandbox: true, booking, auth: { ...DEFAULT_AUTH_SETTINGS, trustProxy },
      payments: loadPaymentSettings({ PAYMENT_CALLS_PER_ADDRESS_MINUTE: '100000' }),
    },
  });
}

/** The app as deployed by default, taking each request's address from X-Forwarded-For. */
export const defaultLimitsApp = (db: Db) => appFor(db, DEFAULT_BOOKING_SETTINGS, { trustProxy: true });

export async function openBookingTest(): Promise<{ handle: DbHandle; app: TestApp }> {
  const handle = await openTestDatabase();
  return { handle, app: await appFor(handle.db) };
}

/** The seeded database and app of the enclosing file or describe: opened before its first test with the clock at NOW, closed after its last. */
export function bookingTestApp(): { db: Db; app: TestApp } {
  beforeAll(() => {
    vi.setSystemTime(NOW);
  });
  const opened = seededDatabase() as { db: Db; app: TestApp };
  beforeAll(async () => {
    opened.app = await appFor(opened.db);
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  return opened;
}

export async function postJson<T>(app: TestApp, path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Envelope<T>; headers: Headers }> {
  const res = await app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Envelope<T>, headers: res.headers };
}

/** The header a trusting app (trustProxy) reads the client address from. */
export const fromAddress = (address: string) => ({ 'x-forwarded-for': address });

export async function terminalId(db: Db, name: string): Promise<number> {
  const [t] = await db.select({ id: terminals.id }).from(terminals).where(eq(terminals.name, name));
  if (!t) throw new Error(`No seeded terminal named ${name}`);
  return t.id;
}

export type SearchOptions = { from: string; to: string; date?: string; returnDate?: string; adults?: number };

export async function searchBody(db: Db, o: SearchOptions): Promise<TripSearchRequest> {
  return {
    departureTerminalId: String(await terminalId(db, o.from)),
    destinationTerminalId: String(await terminalId(db, o.to)),
    departureDate: o.date ?? TOMORROW,
    returnDate: o.returnDate ?? '',
    numberOfAdults: String(o.adults ?? 1),
    numberOfChildren: '0',
    tripType: o.returnDate ? '1' : '0',
    bookingType: '2',
  };
}

export async function search(app: TestApp, db: Db, o: SearchOptions) {
  return postJson<TripSearchResult>(app, sitePath(bookingCalls.tripSearch), await searchBody(db, o));
}

/** Flagship route, always two departures with free seats (server/seed/schedule.ts). */
export const FLAGSHIP = { from: 'Lagos (Jibowu)', to: 'Abuja (Utako)' } as const;

/** The first departure of a search, failing loudly when the seed has none. */
export async function firstTrip(app: TestApp, db: Db, o: SearchOptions): Promise<BusTrip> {
  const { body } = await search(app, db, o);
  const trip = body.data.departures[0];
  if (!trip) throw new Error(`No departure for ${o.from} → ${o.to} on ${o.date ?? TOMORROW}`);
  return trip;
}

let phoneCounter = 0;
/** A distinct valid 11-digit phone number per call. */
export const nextPhone = () => `080${String(++phoneCounter).padStart(8, '0')}`;
let emailCounter = 0;
/** A distinct e-mail per call (holds are limited per e-mail: tests that share one say so). */
export const nextEmail = () => `ada.${++emailCounter}@example.com`;

/** A complete POST /booking body for these seats (one passenger per seat). */
export function bookingBody(trip: BusTrip, seats: number[], ret?: { trip: BusTrip; seats: number[] }, overrides: Partial<CreateBookingRequest> = {}): CreateBookingRequest {
  const registrations = [`${trip.vehicleTripRegistrationId}:${seats.join(',')}`, ...(ret ? [`${ret.trip.vehicleTripRegistrationId}:${ret.seats.join(',')}`] : [])];
  return {
    tripType: ret ? 1 : 0,
    paymentMethod: GATEWAY.paystack,
    bookingType: 2,
    passengerType: 0,
    firstName: 'Ada',
    lastName: 'Obi',
    gender: 1,
    routeId: trip.routeId,
    routeIdReturn: ret?.trip.routeId ?? null,
    onewayAmount: 0,
    returnAmount: 0,
    totalAmount: 0,
    travelDocumentId: 0,
    email: nextEmail(),
    phoneNumber: nextPhone(),
    nextOfKinName: 'Chidi Obi',
    nextOfKinPhone: nextPhone(),
    seatRegistrations: registrations.join(';'),
    vehicleTripRegistrationId: trip.vehicleTripRegistrationId,
    beneficiaries: seats.slice(1).map((_, i) => ({ fullName: `Passenger ${i + 2}`, Gender: i % 2 })),
    isSub: false,
    ...overrides,
  };
}

/** The flagship route's 07:00 outbound and the roomiest return trip on `returnDate`. */
export async function flagshipPair(app: TestApp, db: Db, returnDate: string): Promise<{ outbound: BusTrip; back: BusTrip }> {
  const { body } = await search(app, db, { ...FLAGSHIP, returnDate });
  return {
    outbound: body.data.departures.find((t) => t.departureTime === '07:00 AM')!,
    back: [...body.data.arrivals].sort((a, b) => b.availableNumberOfSeats - a.availableNumberOfSeats)[0]!,
  };
}

/** Books the next free seats of a pair through POST /booking, paid by card unless `pay` is false. */
export function seatBooker(app: TestApp, db: Db, pair: () => { outbound: BusTrip; back: BusTrip }) {
  let cursor = 0;
  return async (adults: number, { roundTrip = false, pay = true } = {}) => {
    const { outbound, back } = pair();
    const seats = outbound.availableSeats.slice(cursor, cursor + adults);
    const returnSeats = back.availableSeats.slice(cursor, cursor + adults);
    cursor += adults;
    const { body } = await postJson<CreateBookingResult>(app, sitePath(bookingCalls.createBooking), bookingBody(outbound, seats, roundTrip ? { trip: back, seats: returnSeats } : undefined));
    const { bookingReferenceCode: ref, amount } = body.data;
    if (pay) await settleBooking(db, { reference: ref, gateway: GATEWAY.paystack, provider: 'paystack', providerReference: `tx-${ref}`, amountKobo: amount });
    return { ref, amount, seats, returnSeats };
  };
}

/** Every trip leaving `terminal` on `date` as a search shows it, with its free and held seats at NOW. */
export async function tripsLeaving(db: Db, terminal: string, date: string): Promise<BusTrip[]> {
  const found = await selectTrips(db, ({ trips, dep }) => and(eq(dep.name, terminal), eq(trips.departureDate, date)));
  const claims = await seatClaims(db, found.map((t) => t.id), NOW);
  return found.map((t) => toBusTrip(offerOf(t), claims.get(t.id)));
}

/** One (trip, seat) per pick, never the same seat twice, across these trips. */
export const seatPicks = (trips: BusTrip[], count: number) => {
  const picks = trips.flatMap((trip) => trip.availableSeats.map((seat) => ({ trip, seats: [seat] })));
  if (picks.length < count) throw new Error(`Only ${picks.length} free seats for a burst of ${count}`);
  return picks.slice(0, count);
};

let contactCounter = 0;
/** A contact no other booking of this test file uses: its holds count against nobody else's. */
export const uniqueContact = () => {
  const n = String(++contactCounter).padStart(8, '0');
  return { email: `t${contactCounter}.limits@example.com`, phoneNumber: `081${n}`, nextOfKinPhone: `070${n}` };
};
