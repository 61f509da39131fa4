import { and, eq } from 'drizzle-orm';
import { sitePath, type CallDescription } from '../../contract/call';
import * as helpCalls from '../../contract/calls/payment-help';
import type { HelpPayments } from '../../contract/payment-help';
import { toInternationalPhone } from '../../contract/validation';
import { outbox } from '../../tests/fixtures/accounts';
import { createApp } from '../app';
import { DEFAULT_AUTH_SETTINGS } from '../auth/settings';
import type { Db } from '../db/client';
import { bookings } from '../db/schema';
import { paymentChecks, type CheckOutcome } from '../db/schema-payment-checks';
import { loadPaymentSettings } from '../providers/payments/settings';
import { openCheck, type OpenCheck } from '../services/payment/checks/register';
import { createPendingBooking, pressCheckout, PUBLIC_URL, ROOMY_PAYMENT_ENV } from './payment-kit';
import type { ProviderCase } from './payment-cases';

/** Helpers for the payment-help tests (not a test file itself). */

export type HelpTestApp = Awaited<ReturnType<typeof helpTestApp>>;

/** The composed app with the sandbox, X-Forwarded-For trusted (tests play many addresses), room for many codes and payment calls. */
export async function helpTestApp(db: Db) {
  const app = await createApp({
    db,
    config: {
      logRequests: false, staticDir: '/nonexistent', sandbox: true, publicUrl: PUBLIC_URL, payments: loadPaymentSettings(ROOMY_PAYMENT_ENV),
      auth: { ...DEFAULT_AUTH_SETTINGS, trustProxy: true, sendsPerAddressPerHour: 100_000, messagesPerHour: 100_000 },
    },
  });
  return { db, app };
}

export const from = (address: string) => ({ 'X-Forwarded-For': address });

export type Answer<T> = { status: number; body: { code: string; shortDescription: string; data: T }; headers: Headers };

/** A call as the app makes it: its method and path, a JSON body, a bearer, headers. */
export async function ask<T = unknown>(t: Pick<HelpTestApp, 'app'>, call: CallDescription, input: { body?: unknown; token?: string; headers?: Record<string, string> } = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...input.headers };
  if (input.body !== undefined) headers['Content-Type'] = 'application/json';
  if (input.token) headers.Authorization = `Bearer ${input.token}`;
  const res = await t.app.request(sitePath(call), { method: call.method, headers, body: input.body === undefined ? undefined : JSON.stringify(input.body) });
  return { status: res.status, body: (await res.json()) as Answer<T>['body'], headers: res.headers };
}

let serial = 0;
/** A phone and an e-mail no other test uses. */
export function freshContact() {
  const n = `${process.pid % 1000}`.padStart(3, '0') + String(++serial).padStart(4, '0');
  return { email: `help.${n}.${Math.random().toString(36).slice(2, 7)}@example.com`, phone: `0807${n}` };
}

export const requestCode = (t: Pick<HelpTestApp, 'app'>, contact: string, address = '10.20.0.1') =>
  ask<{ expiresAt: string }>(t, helpCalls.sendCode, { body: { contact }, headers: from(address) });

export const verify = (t: Pick<HelpTestApp, 'app'>, contact: string, code: string, address = '10.20.0.1') =>
  ask<{ token: string; contact: string; expiresIn: number }>(t, helpCalls.verifyCode, { body: { contact, code }, headers: from(address) });

export const listPayments = (t: Pick<HelpTestApp, 'app'>, token: string) => ask<HelpPayments>(t, helpCalls.payments, { token });

/** The newest payment-help code the outbox holds for the contact. */
export async function codeSentTo(t: Pick<HelpTestApp, 'app'>, contact: string): Promise<string | undefined> {
  const messages = await outbox(t.app, contact.includes('@') ? contact : toInternationalPhone(contact));
  return /see your payments is (\d{6})/.exec(messages.find((m) => m.body.includes('see your payments'))?.body ?? '')?.[1];
}

/** Proves the contact (a code, then its token). */
export async function helpToken(t: Pick<HelpTestApp, 'app'>, contact: string, address = '10.21.0.1'): Promise<string> {
  const sent = await requestCode(t, contact, address);
  if (sent.status !== 200) throw new Error(`code: ${sent.status} ${sent.body.shortDescription}`);
  const code = await codeSentTo(t, contact);
  if (!code) throw new Error(`no code sent to ${contact}`);
  const verified = await verify(t, contact, code, address);
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${verified.body.shortDescription}`);
  return verified.body.data.token;
}

/** A pending booking of the contact's (written straight into the tables). */
export async function bookingOf(db: Db, contact: { email: string; phone: string }, seats = 1) {
  const booking = await createPendingBooking(db, { seats, email: contact.email });
  await db.update(bookings).set({ phoneNumber: contact.phone }).where(eq(bookings.reference, booking.reference));
  return booking;
}

/** Opens the provider's checkout for the booking and pays it there (its webhook held back), then the app's confirm call settles it. */
export async function payAndConfirm(t: Pick<HelpTestApp, 'app'>, provider: ProviderCase, reference: string) {
  const init = await provider.initialize(t.app, reference);
  if (init.status !== 200) throw new Error(`${provider.provider} initialize: ${init.status} ${init.body.shortDescription}`);
  await pressCheckout(t.app, init.checkoutUrl, 'pay', { skipWebhook: true });
  return provider.confirm(t.app, reference);
}

/** A payment under the guarantee, as openCheck records it, closed with `outcome` as the background check would close it. */
export async function checkOf(db: Db, check: OpenCheck, outcome?: CheckOutcome, closedAt = new Date()) {
  await openCheck(db, check);
  const key = and(eq(paymentChecks.kind, check.kind), eq(paymentChecks.reference, check.reference), eq(paymentChecks.provider, check.provider));
  if (outcome) await db.update(paymentChecks).set({ outcome, closedAt }).where(key);
  const [row] = await db.select().from(paymentChecks).where(key);
  return row!;
}
