import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { sitePath, type CallDescription } from '../../contract/call';
import * as billsCalls from '../../contract/calls/bills';
import type { BillOutcome } from '../../contract/bills';
import type { BillsEnvelope } from '../../contract/envelope';
import { onBothDatabases, type DatabaseName } from '../../tests/fixtures/both-databases';
import { createApp } from '../app';
import { DEFAULT_AUTH_SETTINGS } from '../auth/settings';
import type { Db } from '../db/client';
import { billPayments } from '../db/schema-bills';
import { loadPaymentSettings } from '../providers/payments/settings';
import { ROOMY_PAYMENT_ENV, PUBLIC_URL } from './payment-kit';
import { newWalletCustomer, openWallet, type WalletCustomer } from './wallet-kit';
import { recheckRegisteredBills } from '../services/bills/recheck';

/** Helpers for the bills tests (not a test file itself). */

/** How long the sandbox biller keeps a vend to a number ending 9999 pending, in these tests (the clock is moved past it). */
export const PENDING_SECONDS = 90;
export const PIN = '4821';

/** The sandbox's documented test numbers (server/sandbox/README.md): the ending decides the outcome. */
export const NUMBERS = {
  phone: '08031234567', phoneDeclined: '08031238888', phonePending: '08031239999',
  meter: '45071234567', meterUnknown: '45071230000', meterDeclined: '45071238888', meterPending: '45071239999',
  card: '7023456781', cardUnknown: '7023450000',
} as const;

export type BillsTestApp = Awaited<ReturnType<typeof billsTestApp>>;

/**
 * The composed app over `db` with the sandbox (payments, outbox and biller), a clock the test
 * moves (tokens, bills and the sandbox biller's pending vends all read it), and the background check.
 */
export async function billsTestApp(db: Db, options: { sandbox?: boolean; clock?: { ms: number } } = {}) {
  const clock = options.clock ?? { ms: Date.now() };
  const payments = loadPaymentSettings(ROOMY_PAYMENT_ENV);
  const app = await createApp({
    db,
    config: {
      logRequests: false, staticDir: '/nonexistent', sandbox: options.sandbox ?? true, publicUrl: PUBLIC_URL, payments,
      auth: { ...DEFAULT_AUTH_SETTINGS, sendsPerAddressPerHour: 100_000, messagesPerHour: 100_000 },
      bills: { recheckSeconds: 30, billerPendingSeconds: PENDING_SECONDS },
    },
    accounts: { now: () => new Date(clock.ms) },
  });
  return { db, app, clock, payments, advance: (ms: number) => void (clock.ms += ms), recheck: () => recheckRegisteredBills(db) };
}

/** Declares `suite` on PGlite and on PostgreSQL, with one bills test app per database. */
export function onBothDatabasesWithBills(suite: (name: DatabaseName, t: BillsTestApp) => void): void {
  onBothDatabases((name, database) => {
    const t = {} as BillsTestApp;
    beforeAll(async () => {
      const handle = database();
      if (handle) Object.assign(t, await billsTestApp(handle.db));
    });
    suite(name, t);
  });
}

export type BillsCustomer = WalletCustomer & { bills: string };

type Answer<T> = { status: number; body: BillsEnvelope<T> };

/** A bills call as the app makes it: JSON body or query, the bills token. */
export async function billsCall<T = unknown>(
  t: Pick<BillsTestApp, 'app'>, call: CallDescription, { token, json, query }: { token?: string; json?: unknown; query?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const search = query ? `?${new URLSearchParams(query)}` : '';
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (json !== undefined) headers['content-type'] = 'application/json';
  const res = await t.app.request(`${sitePath(call)}${search}`, { method: call.method, body: json === undefined ? undefined : JSON.stringify(json), headers });
  return { status: res.status, body: (await res.json()) as BillsEnvelope<T> };
}

/** POST /token: the bills token for a session. */
export async function requestBillsToken(t: Pick<BillsTestApp, 'app'>, session: string, username: string) {
  const res = await t.app.request(sitePath(billsCalls.token), {
    method: 'POST', body: new URLSearchParams({ grant_type: 'password', username }), headers: { Authorization: `Bearer ${session}` },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A signed-in customer (wallet-test style, with a verified e-mail) and their bills token. */
export async function newBillsCustomer(t: BillsTestApp): Promise<BillsCustomer> {
  const c = await newWalletCustomer(t);
  const issued = await requestBillsToken(t, c.session, c.email);
  if (issued.status !== 200) throw new Error(`bills token: ${issued.status} ${JSON.stringify(issued.body)}`);
  return { ...c, bills: issued.body.access_token as string };
}

/** A customer with a wallet, its PIN, and `mainKobo` in it. */
export async function customerWithWallet(t: BillsTestApp, mainKobo: number) {
  const c = await newBillsCustomer(t);
  const wallet = await openWallet(t, c, { pin: PIN, mainKobo });
  return { c, wallet };
}

export async function newReference(t: BillsTestApp, c: BillsCustomer): Promise<string> {
  const res = await billsCall<{ transactionReference: string }>(t, billsCalls.generateReference, { token: c.bills, json: { userPhone: c.phone } });
  if (res.status !== 200) throw new Error(`reference: ${res.status} ${res.body.description}`);
  return res.body.payload.transactionReference;
}

/** The payment code of a biller's item by name ('Prepaid', 'Compact', 'MTN 1GB - 1 Day'), read through the service. */
export async function itemOf(t: BillsTestApp, c: BillsCustomer, billerId: number, name: string) {
  const res = await billsCall<{ paymentitems: { paymentitemname: string; paymentCode: string; amount: string }[] }>(t, billsCalls.paymentItems, { token: c.bills, query: { billerId: String(billerId) } });
  const item = res.body.payload?.paymentitems.find((i) => i.paymentitemname === name);
  if (!item) throw new Error(`no item ${name} at biller ${billerId}: ${res.status} ${res.body.description}`);
  return { paymentCode: item.paymentCode, amountKobo: Number(item.amount) };
}

type PayBy = { gateway?: 5 | 23; pin?: string };
const payment = (reference: string, { gateway = 23, pin = PIN }: PayBy) => ({ requestReference: reference, paymentGateway: gateway, ...(gateway === 23 && pin ? { Pin: pin } : {}) });

export const buyAirtime = (t: BillsTestApp, c: BillsCustomer, reference: string, fields: { phone?: string; network?: string; amount?: string | number } & PayBy = {}) =>
  billsCall<BillOutcome>(t, billsCalls.airtime, {
    token: c.bills, json: { phone: fields.phone ?? NUMBERS.phone, network: fields.network ?? 'MTN', amount: fields.amount ?? '500', ...payment(reference, fields) },
  });

export const buyData = (t: BillsTestApp, c: BillsCustomer, reference: string, fields: { phone?: string; billerId: number; paymentCode: string; amount: number } & PayBy) =>
  billsCall<BillOutcome>(t, billsCalls.data, {
    token: c.bills, json: { phone: fields.phone ?? NUMBERS.phone, billerId: fields.billerId, paymentCode: fields.paymentCode, amount: fields.amount, ...payment(reference, fields) },
  });

export const payAdvice = (t: BillsTestApp, c: BillsCustomer, reference: string, fields: { customerId: string; paymentCode: string; amount: number } & PayBy) =>
  billsCall<BillOutcome>(t, billsCalls.sendPayAdvice, {
    token: c.bills,
    json: { amount: fields.amount, customerEmail: c.email, customerId: fields.customerId, customerMobile: c.phone, paymentCode: fields.paymentCode, ...payment(reference, fields) },
  });

export const paymentStatusOf = (t: BillsTestApp, c: BillsCustomer, reference: string) =>
  billsCall<BillOutcome>(t, billsCalls.paymentStatus, { token: c.bills, query: { reference } });

export async function billRowOf(db: Db, reference: string) {
  const [row] = await db.select().from(billPayments).where(eq(billPayments.reference, reference));
  if (!row) throw new Error(`no bill ${reference}`);
  return row;
}
