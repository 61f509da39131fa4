import { and, asc, count, eq, gt, notExists, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { openTestDatabase, TEST_TODAY } from '../../../tests/fixtures/test-db';
import { createApp } from '../../app';
import type { Db, DbHandle } from '../../db/client';
import { bookings, bookingSeats, payments, trips } from '../../db/schema';
import { loadPaymentSettings, type PaymentSettings } from '../../providers/payments/settings';
import { SIGNATURE_HEADER, signBody } from '../../providers/payments/webhook-event';

/** Helpers shared by the payment and sandbox tests (not a test file itself). */

export const PUBLIC_URL = 'https://freely.example';
export type TestApp = ReturnType<typeof createApp>;
export type Envelope<T = unknown> = { code: string; shortDescription: string; data: T };

export function appFor(db: Db, options: { payments?: PaymentSettings; publicUrl?: string; sandbox?: boolean } = {}): TestApp {
  return createApp({
    db,
    config: { logRequests: false, staticDir: '/nonexistent', sandbox: options.sandbox ?? true, publicUrl: options.publicUrl, payments: options.payments },
  });
}

export async function openPaymentTest(options: { env?: Record<string, string>; publicUrl?: string } = {}) {
  const handle: DbHandle = await openTestDatabase();
  const settings = loadPaymentSettings(options.env ?? {});
  const app = appFor(handle.db, { payments: settings, publicUrl: options.publicUrl ?? PUBLIC_URL });
  return { handle, app, settings };
}

export async function call<T = unknown>(app: TestApp, method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await app.request(path, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Envelope<T> };
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const testReference = () => `FRE-${[...randomBytes(6)].map((b) => ALPHABET[b & 31]).join('')}`;

export type PendingBooking = { reference: string; totalKobo: number; tripId: number; seats: number[] };

/**
 * A pending booking written straight into the tables (bookings + booking_seats) on a seeded trip
 * nobody has a seat on yet, so payment tests do not depend on the booking service's rules.
 */
export async function createPendingBooking(
  db: Db,
  options: { seats?: number; holdMinutes?: number; status?: number; customerName?: string; email?: string } = {},
): Promise<PendingBooking> {
  const [trip] = await db.select().from(trips)
    .where(and(gt(trips.departureDate, TEST_TODAY), notExists(db.select({ one: sql`1` }).from(bookingSeats).where(eq(bookingSeats.tripId, trips.id)))))
    .orderBy(asc(trips.id)).limit(1);
  if (!trip) throw new Error('No seeded trip without bookings left');
  const seats = Array.from({ length: options.seats ?? 2 }, (_, i) => i + 1);
  const reference = testReference();
  const totalKobo = trip.fareKobo * seats.length;
  const [booking] = await db.insert(bookings).values({
    reference,
    status: options.status ?? 0,
    paymentMethod: 5,
    customerName: options.customerName ?? 'Ada Obi',
    email: options.email ?? 'ada@example.com',
    phoneNumber: '08012345678',
    nextOfKinName: 'Chidi Obi',
    nextOfKinPhone: '08087654321',
    totalKobo,
    holdExpiresAt: new Date(Date.now() + (options.holdMinutes ?? 30) * 60_000),
  }).returning();
  await db.insert(bookingSeats).values(seats.map((seatNumber, i) => ({
    bookingId: booking!.id, tripId: trip.id, seatNumber, fullName: i === 0 ? 'Ada Obi' : `Passenger ${i + 1}`, gender: 1, amountKobo: trip.fareKobo,
  })));
  return { reference, totalKobo, tripId: trip.id, seats };
}

export async function bookingStatus(db: Db, reference: string): Promise<number | undefined> {
  const [b] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.reference, reference));
  return b?.status;
}

export async function paymentCount(db: Db, reference: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(payments).innerJoin(bookings, eq(payments.bookingId, bookings.id)).where(eq(bookings.reference, reference));
  return row?.n ?? 0;
}

/** The path (and query) of an absolute URL, to request it from the in-memory app. */
export const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/** Presses Pay or Cancel on a sandbox checkout page; answers the redirect's Location. */
export async function pressCheckout(app: TestApp, checkoutUrl: string, action: 'pay' | 'cancel', options: { skipWebhook?: boolean } = {}) {
  const page = new URL(checkoutUrl);
  const res = await app.request(`${page.pathname}/${action}${options.skipWebhook ? '?webhook=skip' : ''}`, { method: 'POST' });
  return { status: res.status, location: res.headers.get('location') ?? '' };
}

/** A webhook as the provider would send it, signed with the given secret. */
export function webhookRequest(secret: string, body: unknown, signature?: string): RequestInit {
  const raw = JSON.stringify(body);
  return { method: 'POST', body: raw, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature ?? signBody(secret, raw) } };
}
