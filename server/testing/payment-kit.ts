import { call as accountsCall, send } from '../../tests/fixtures/accounts';
import { and, asc, count, eq, gt, notExists, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { randomBytes } from 'node:crypto';
import { openTestDatabase, TEST_TODAY } from '../../tests/fixtures/test-db';
import { createApp } from '../app';
import type { Db, DbHandle } from '../db/client';
import { bookings, bookingSeats, payments, trips } from '../db/schema';
import { RuleError, sendFail } from '../http/respond';
import type { ProviderFactory } from '../providers/payments/registry';
import { loadPaymentSettings, type PaymentSettings } from '../providers/payments/settings';
import type { ProviderName } from '../providers/payments/types';
import { sandboxProviders } from '../sandbox/payments/providers';
import type { SandboxTransaction } from '../sandbox/payments/ledger';
import { isWireProvider, sandboxCredentials } from '../sandbox/payments/wire';
import { wireStandIns } from '../sandbox/payments/wire-stand-ins';
import { SIGNATURE_HEADER, signBody } from '../sandbox/payments/webhook-signature';
import { writeBooking } from '../services/booking/write-booking';
import { paymentApp } from '../services/payment/app';
import type { ProviderCase } from './payment-cases';
import { SERVICE_BASE } from '../../contract/call';

/** Helpers shared by the payment and sandbox tests (not a test file itself). */

export const PUBLIC_URL = 'https://freely.example';
export type TestApp = Awaited<ReturnType<typeof createApp>>;
export type Envelope<T = unknown> = { code: string; shortDescription: string; data: T };

/**
 * Every in-process request comes from one address ('local'): the per-address throttle on calls
 * taking a reference is raised here; limits.test.ts proves the default.
 */
export const ROOMY_PAYMENT_ENV = { PAYMENT_CALLS_PER_ADDRESS_MINUTE: '100000' };

export function appFor(db: Db, options: { payments?: PaymentSettings; publicUrl?: string; sandbox?: boolean } = {}): Promise<TestApp> {
  return createApp({
    db,
    config: { logRequests: false, staticDir: '/nonexistent', sandbox: options.sandbox ?? true, publicUrl: options.publicUrl, payments: options.payments ?? loadPaymentSettings(ROOMY_PAYMENT_ENV) },
  });
}

export async function openPaymentTest(options: { env?: Record<string, string>; publicUrl?: string } = {}) {
  const handle: DbHandle = await openTestDatabase();
  const settings = loadPaymentSettings({ ...ROOMY_PAYMENT_ENV, ...options.env });
  const app = await appFor(handle.db, { payments: settings, publicUrl: options.publicUrl ?? PUBLIC_URL });
  return { handle, app, settings };
}

/** A call by its path (for what the contract does not describe: a malformed path, say), headers last. */
export const call = <T = unknown>(app: TestApp, method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) =>
  accountsCall<T>(app, method, path, body, undefined, headers);

export { send };

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const testReference = () => `FRE-${[...randomBytes(6)].map((b) => ALPHABET[b & 31]).join('')}`;

export type PendingBooking = { reference: string; totalKobo: number; tripId: number; seats: number[] };

/**
 * A pending booking written straight into the tables (writeBooking) on a seeded trip
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
  await writeBooking(db, {
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
  }, seats.map((seatNumber, i) => ({
    tripId: trip.id, seatNumber, fullName: i === 0 ? 'Ada Obi' : `Passenger ${i + 1}`, gender: 1, amountKobo: trip.fareKobo,
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

/**
 * A fresh pending booking whose checkout at `provider` was finished (paid unless told) but whose
 * webhook never came: only the app's own calls, or a webhook the test sends, can settle it.
 */
export async function finishedWithoutWebhook(
  app: TestApp, db: Db, provider: ProviderCase, { action = 'pay', seats = 1 }: { action?: 'pay' | 'cancel'; seats?: number } = {},
): Promise<PendingBooking> {
  const booking = await createPendingBooking(db, { seats });
  const init = await provider.initialize(app, booking.reference);
  await pressCheckout(app, init.checkoutUrl, action, { skipWebhook: true });
  return booking;
}

/** A webhook as the provider would send it, signed with the given secret. */
export function webhookRequest(secret: string, body: unknown, signature?: string): RequestInit {
  const raw = JSON.stringify(body);
  return { method: 'POST', body: raw, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature ?? signBody(secret, raw) } };
}

/**
 * The payment service alone over `db` (mounted at /api/payment like the real app), with the
 * sandbox providers wrapped: every refund asked of a provider is counted, and can be made to fail.
 */
export function instrumentedPaymentApp(db: Db, settings: PaymentSettings) {
  const refunds: { provider: ProviderName; providerReference: string }[] = [];
  const control = { failRefunds: false };
  const sandbox = sandboxProviders(db, settings);
  const wrap = <P extends { name: ProviderName; refund(providerReference: string, amountKobo: number): Promise<void> }>(provider: P): P => ({
    ...provider,
    async refund(providerReference: string, amountKobo: number) {
      refunds.push({ provider: provider.name, providerReference });
      if (control.failRefunds) throw new Error('The provider refused the refund (test).');
      return provider.refund(providerReference, amountKobo);
    },
  });
  const providers: ProviderFactory = (base) => {
    const real = sandbox(base);
    return {
      checkout: Object.fromEntries(Object.entries(real.checkout).map(([name, p]) => [name, wrap(p)])),
      transfer: real.transfer && wrap(real.transfer),
    };
  };
  const app: TestApp = new Hono();
  app.route(SERVICE_BASE.payment, paymentApp(db, { settings, publicUrl: PUBLIC_URL, providers }));
  app.onError((error, c) => (error instanceof RuleError ? sendFail(c, error.status, error.message) : sendFail(c, 500, 'Error validating your request, Please try again!')));
  return { app, refunds, control };
}

/** The sandbox's "Pay a booking at another provider" form: a checkout opened without asking Freely; answers its page's path. */
export async function openCheckoutElsewhere(app: TestApp, provider: ProviderName, reference: string): Promise<string> {
  const res = await app.request('/sandbox/checkouts', { method: 'POST', body: new URLSearchParams({ provider, reference }) });
  if (res.status !== 303) throw new Error(`The sandbox did not open a ${provider} checkout: ${res.status} ${await res.text()}`);
  return res.headers.get('location') ?? '';
}

export { ofReference } from '../sandbox/payments/ledger';

/**
 * The webhook the provider of `tx` sends about it as it stands, in that provider's own shape and
 * signature (Paystack, Flutterwave, Monnify; `secret` forges it with another key): a request for
 * our webhook path. Undefined when the provider sends none for that state.
 */
export function providerWebhook(db: Db, settings: PaymentSettings, tx: SandboxTransaction, secret?: string): RequestInit | undefined {
  if (!isWireProvider(tx.provider)) throw new Error(`${tx.provider} is not played in its wire format: use webhookRequest.`);
  const credentials = sandboxCredentials(settings);
  if (secret) credentials.paystack = { secretKey: secret };
  const hook = wireStandIns(db, credentials)[tx.provider].webhook(tx);
  return hook && { method: 'POST', body: hook.body, headers: { 'content-type': 'application/json', ...hook.headers } };
}
