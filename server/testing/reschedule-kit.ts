import { call as accountsCall, send } from '../../tests/fixtures/accounts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import * as devCalls from '../../contract/calls/dev';
import * as rescheduleCalls from '../../contract/calls/reschedule';
import { addDays } from '../../contract/dates';
import type { SoonTrip } from '../../contract/dev';
import type { RescheduleRequest } from '../../contract/reschedule';
import { seededDatabase } from '../../tests/fixtures/seeded-database';
import { TEST_TODAY } from '../../tests/fixtures/test-db';
import { createApp } from '../app';
import { hashSecret } from '../auth/passwords';
import { DEFAULT_AUTH_SETTINGS } from '../auth/settings';
import type { Db } from '../db/client';
import { bookings, bookingSeats, confirmationNotices, routes, trips } from '../db/schema';
import { customers } from '../db/schema-accounts';
import { reschedulePayments, reschedules } from '../db/schema-reschedule';
import { wallets } from '../db/schema-wallet';
import type { Message, Messenger } from '../providers/messaging/types';
import { loadPaymentSettings } from '../providers/payments/settings';
import { FLAGSHIP_ROUTE } from '../seed/schedule';
import { startSession } from '../services/onboarding/customers';
import { PUBLIC_URL, ROOMY_PAYMENT_ENV } from './payment-kit';
import { credit } from './wallet-kit';
import { DEFAULT_BOOKING_SETTINGS, type BookingSettings } from '../services/booking/settings';

/** Helpers shared by the reschedule tests (not a test file itself). */

/** 10:00 in Lagos on the seeded "today": the clock the tests freeze (vi.setSystemTime mocks Date only). */
export const NOW = new Date(`${TEST_TODAY}T10:00:00+01:00`);
export const day = (n: number) => addDays(TEST_TODAY, n);
export const minutesAfter = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000);

export type Envelope<T> = { code: string; shortDescription: string; data: T };

/** Room for many look-ups from the one in-process address; the limit tests pass the defaults. */
export const ROOMY_BOOKING: BookingSettings = {
  holdsPerAddress: { bookings: 100_000, seats: 100_000 },
  holdsPerContact: { bookings: 100_000, seats: 100_000 },
  lookupsPerAddressPerMinute: 100_000,
};

/** The composed app (sandbox on, PUBLIC_URL) with every message it sends kept in `sent`. */
export async function rescheduleTestApp(db: Db, options: { booking?: BookingSettings | 'default'; trustProxy?: boolean } = {}) {
  const sent: Message[] = [];
  const messenger: Messenger = { send: async (m) => void sent.push(m) };
  const payments = loadPaymentSettings(ROOMY_PAYMENT_ENV);
  const app = await createApp({
    db,
    config: {
      logRequests: false, staticDir: '/nonexistent', sandbox: true, publicUrl: PUBLIC_URL, payments,
      booking: options.booking === 'default' ? DEFAULT_BOOKING_SETTINGS : (options.booking ?? ROOMY_BOOKING),
      auth: { ...DEFAULT_AUTH_SETTINGS, trustProxy: options.trustProxy ?? false, sendsPerAddressPerHour: 100_000, messagesPerHour: 100_000 },
    },
    accounts: { messenger },
  });
  // The wallet kit's openWallet moves its clock past the one-code-a-minute rule: here, the mocked Date.
  return { db, app, sent, payments, advance: (ms: number) => void vi.setSystemTime(Date.now() + ms) };
}
export type RescheduleTestApp = Awaited<ReturnType<typeof rescheduleTestApp>>;

/**
 * A suite's app on a seeded PGlite with the clock at 10:00 on the seeded today, put back before
 * each test, and no messages left from the one before. Filled in by the suite's beforeAll.
 */
export function rescheduleSuite(): RescheduleTestApp {
  const opened = seededDatabase();
  const t = {} as RescheduleTestApp;
  beforeAll(async () => {
    vi.setSystemTime(NOW);
    Object.assign(t, await rescheduleTestApp(opened.db));
  });
  beforeEach(() => {
    vi.setSystemTime(NOW);
    t.sent.length = 0;
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  return t;
}

/** A call by its path on the kit's app (for what the contract does not describe), headers last. */
export const call = <T = unknown>(t: Pick<RescheduleTestApp, 'app'>, method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) =>
  accountsCall<T>(t.app, method, path, body, undefined, headers);

type App = Pick<RescheduleTestApp, 'app'>;
export const lookup = (t: App, ref: string, phone: string, token?: string, headers: Record<string, string> = {}) =>
  send(t.app, rescheduleCalls.lookup, { body: { ref, phone }, token, headers });
export const tripsOn = (t: App, ref: string, phone: string, date: string, leg: 'outbound' | 'return' = 'outbound', token?: string) =>
  send(t.app, rescheduleCalls.trips, { body: { ref, phone, leg, date }, token });
export const reschedule = (t: App, body: RescheduleRequest, token?: string, headers: Record<string, string> = {}) =>
  send(t.app, rescheduleCalls.request, { body, token, headers });
export const statusOf = (t: App, ref: string) => send(t.app, rescheduleCalls.status, { params: { ref } });

let phoneCounter = 0;
/** A distinct 11-digit phone per booking of the test run. */
export const nextPhone = () => `0803${String(process.pid % 1000).padStart(3, '0')}${String(++phoneCounter).padStart(4, '0')}`;

export type Booked = { ref: string; phone: string; email: string; tripId: number; seats: number[] };

/** A paid booking written by the sandbox fixture (POST /api/dev/bookings/confirmed) on a trip, with a fresh contact unless given. */
export async function confirmedBooking(t: Pick<RescheduleTestApp, 'app'>, tripId: number, seats: number[], contact: { phone?: string; email?: string; fullName?: string } = {}): Promise<Booked> {
  const phone = contact.phone ?? nextPhone();
  const email = contact.email ?? `traveller.${phone}@example.com`;
  const res = await send(t.app, devCalls.confirmedBooking, {
    body: { vehicleTripRegistrationId: tripId, seats, fullName: contact.fullName ?? 'Ada Obi', email, phoneNumber: phone },
  });
  if (res.status !== 200) throw new Error(`confirmed booking: ${res.status} ${res.body.shortDescription}`);
  return { ref: (res.body as unknown as { bookingReferenceCode: string }).bookingReferenceCode, phone, email, tripId, seats };
}

/** A Hiace trip on the flagship route leaving `minutesFromNow` from now (negative: already left), every seat free. */
export async function soonTrip(t: Pick<RescheduleTestApp, 'app'>, minutesFromNow: number): Promise<SoonTrip> {
  const res = await send(t.app, devCalls.soonTrip, { body: { minutesFromNow } });
  if (res.status !== 200) throw new Error(`soon trip: ${res.status} ${res.body.shortDescription}`);
  return res.body as unknown as SoonTrip;
}

/** The flagship route's trips of a day, by departure time, with their model. */
export async function flagshipTrips(db: Db, date: string) {
  return db.select({ id: trips.id, time: trips.departureTime, fare: trips.fareKobo, seats: trips.totalSeats, modelId: trips.vehicleModelId, departsAt: trips.departsAt })
    .from(trips).innerJoin(routes, eq(routes.id, trips.routeId))
    .where(and(eq(routes.name, FLAGSHIP_ROUTE), eq(trips.departureDate, date))).orderBy(asc(trips.departureTime));
}

/** The 07:00 Hiace of the flagship route on a day (kept free by the seed). */
export async function flagshipHiace(db: Db, date: string) {
  const found = (await flagshipTrips(db, date)).find((trip) => trip.time === '07:00');
  if (!found) throw new Error(`No 07:00 flagship trip on ${date}`);
  return found;
}

/** A booking's seat rows: where its passengers sit now. */
export async function seatsOf(db: Db, ref: string) {
  return db.select({ tripId: bookingSeats.tripId, seat: bookingSeats.seatNumber, isReturn: bookingSeats.isReturn, name: bookingSeats.fullName })
    .from(bookingSeats).innerJoin(bookings, eq(bookings.id, bookingSeats.bookingId))
    .where(eq(bookings.reference, ref)).orderBy(asc(bookingSeats.isReturn), asc(bookingSeats.seatNumber));
}

/** Who holds a seat (a booking reference), or undefined when nobody has a row on it. */
export async function holderOf(db: Db, tripId: number, seat: number) {
  const [row] = await db.select({ ref: bookings.reference, status: bookings.status }).from(bookingSeats).innerJoin(bookings, eq(bookings.id, bookingSeats.bookingId))
    .where(and(eq(bookingSeats.tripId, tripId), eq(bookingSeats.seatNumber, seat)));
  return row;
}

export async function rescheduleRow(db: Db, ref: string) {
  const [row] = await db.select().from(reschedules).where(eq(reschedules.reference, ref));
  return row;
}

export async function feePayments(db: Db, ref: string) {
  return db.select({ outcome: reschedulePayments.outcome, refund: reschedulePayments.refundStatus, provider: reschedulePayments.provider })
    .from(reschedulePayments).innerJoin(reschedules, eq(reschedules.id, reschedulePayments.rescheduleId)).where(eq(reschedules.reference, ref));
}

export async function noticesOf(db: Db, ref: string) {
  return db.select().from(confirmationNotices).where(and(eq(confirmationNotices.kind, 'reschedule'), eq(confirmationNotices.reference, ref)));
}

/** Presses Pay or Cancel on a sandbox checkout page; answers where it sends the traveller back. */
export async function pressCheckout(t: Pick<RescheduleTestApp, 'app'>, checkoutUrl: string, action: 'pay' | 'cancel', options: { skipWebhook?: boolean } = {}) {
  const page = new URL(checkoutUrl);
  const res = await t.app.request(`${page.pathname}/${action}${options.skipWebhook ? '?webhook=skip' : ''}`, { method: 'POST' });
  return { status: res.status, location: res.headers.get('location') ?? '' };
}

/** Sends the transfer on the sandbox's bank page of an account. */
export const sendTransfer = (t: Pick<RescheduleTestApp, 'app'>, accountNo: string, options: { skipWebhook?: boolean } = {}) =>
  t.app.request(`/sandbox/azapay/transfer/${accountNo}${options.skipWebhook ? '?webhook=skip' : ''}`, { method: 'POST' });

let customerCounter = 0;
/** A signed-in customer (straight in the database) with a wallet, its PIN and money in it: their session token and ids. */
export async function walletCustomer(t: Pick<RescheduleTestApp, 'db'>, options: { pin?: string; mainKobo?: number } = {}) {
  const n = `${process.pid % 1000}${String(++customerCounter).padStart(5, '0')}`.padStart(8, '0').slice(-8);
  const phone = `+23481${n}`;
  const email = `rescheduler.${n}@example.com`;
  const [row] = await t.db.insert(customers).values({ phone, email, referralCode: `R${n}`, firstName: 'Bola', lastName: 'Ade', customerStage: 1, accountIsConfirmed: true }).returning();
  const { login } = await startSession(t.db, row!);
  await t.db.insert(wallets).values({ customerId: row!.id, pinHash: options.pin ? await hashSecret(options.pin) : null });
  if (options.mainKobo) await credit(t.db, row!.id, 'main', options.mainKobo);
  return { id: row!.id, phone: `081${n}`, email, token: login.jwtToken };
}

/** Seats of a trip nobody has a row on, lowest first (the seed sells a few at the counter). */
export async function allFreeSeats(db: Db, tripId: number): Promise<number[]> {
  const [trip] = await db.select({ total: trips.totalSeats }).from(trips).where(eq(trips.id, tripId));
  const taken = new Set((await db.select({ seat: bookingSeats.seatNumber }).from(bookingSeats).where(eq(bookingSeats.tripId, tripId))).map((r) => r.seat));
  return Array.from({ length: trip?.total ?? 0 }, (_, i) => i + 1).filter((s) => !taken.has(s));
}

/** The first `n` free seats of a trip; throws when it has fewer. */
export async function freeSeatsOn(db: Db, tripId: number, n: number): Promise<number[]> {
  const free = await allFreeSeats(db, tripId);
  if (free.length < n) throw new Error(`Trip ${tripId} has only ${free.length} free seats`);
  return free.slice(0, n);
}
