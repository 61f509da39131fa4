import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { sitePath, type CallDescription } from '../../contract/call';
import * as walletCalls from '../../contract/calls/wallet';
import { otpInMessage } from '../../contract/dev';
import type { WalletEnvelope } from '../../contract/envelope';
import { toLocalPhone } from '../../contract/validation';
import { WALLET_CLIENT_ID, type WalletOtpType } from '../../contract/wallet';
import { beforeAll } from 'vitest';
import { outbox } from '../../tests/fixtures/accounts';
import { onBothDatabases, type DatabaseName } from '../../tests/fixtures/both-databases';
import { createApp } from '../app';
import { DEFAULT_AUTH_SETTINGS } from '../auth/settings';
import type { Db } from '../db/client';
import { customers } from '../db/schema-accounts';
import { walletEntries, wallets } from '../db/schema-wallet';
import { loadPaymentSettings } from '../providers/payments/settings';
import { ROOMY_PAYMENT_ENV, PUBLIC_URL } from './payment-kit';
import { getCustomer, startSession } from '../services/onboarding/customers';
import { post } from '../services/wallet/ledger';

/** Helpers for the wallet tests (not a test file itself). */

export type WalletTestApp = Awaited<ReturnType<typeof walletTestApp>>;

/** The composed app over `db` with the sandbox, a clock the test moves, and room for many codes from one address. */
export async function walletTestApp(db: Db) {
  const clock = { ms: Date.now() };
  const payments = loadPaymentSettings(ROOMY_PAYMENT_ENV);
  const app = await createApp({
    db,
    config: {
      logRequests: false, staticDir: '/nonexistent', sandbox: true, publicUrl: PUBLIC_URL, payments,
      auth: { ...DEFAULT_AUTH_SETTINGS, sendsPerAddressPerHour: 100_000, messagesPerHour: 100_000 },
    },
    accounts: { now: () => new Date(clock.ms) },
  });
  return { db, app, clock, payments, advance: (ms: number) => void (clock.ms += ms) };
}

/** Declares `suite` on PGlite and on PostgreSQL, with one wallet test app per database. */
export function onBothDatabasesWithWallet(suite: (name: DatabaseName, t: WalletTestApp) => void): void {
  onBothDatabases((name, database) => {
    const t = {} as WalletTestApp;
    beforeAll(async () => {
      const handle = database();
      if (handle) Object.assign(t, await walletTestApp(handle.db));
    });
    suite(name, t);
  });
}

export type WalletCustomer = {
  id: number;
  /** 11-digit contact form, as the wallet calls send it. */
  phone: string;
  email: string;
  /** The session's access token (customer bearer). */
  session: string;
  /** A wallet token issued for this session. */
  token: string;
};

/** The owner fields of every wallet call. */
export const ownerOf = (c: Pick<WalletCustomer, 'phone' | 'email'>) => ({ PhoneNumber: c.phone, Email: c.email });

type Answer<T> = { status: number; body: WalletEnvelope<T> };

/** A wallet call as the app makes it: its form body or query, and the wallet token. */
export async function walletCall<T = unknown>(
  t: Pick<WalletTestApp, 'app'>, call: CallDescription, { token, form, query }: { token?: string; form?: Record<string, string | number>; query?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const search = query ? `?${new URLSearchParams(query)}` : '';
  const body = form ? new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])) : undefined;
  const res = await t.app.request(`${sitePath(call)}${search}`, { method: call.method, body, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as WalletEnvelope<T> };
}

let serial = 0;

/**
 * A signed-in customer with a phone and a verified e-mail, made straight in the database (sign-up
 * itself is onboarding's business and tested there), with a wallet token from /connect/token.
 */
export async function newWalletCustomer(t: Pick<WalletTestApp, 'app' | 'db'>): Promise<WalletCustomer> {
  const n = `${process.pid % 1000}${String(++serial).padStart(4, '0')}${randomBytes(1)[0]! % 10}`.padStart(9, '0').slice(-9);
  const phone = `+2348${n}`;
  const email = `wallet.${n}@example.com`;
  const [row] = await t.db.insert(customers).values({
    phone, email, referralCode: `W${randomBytes(6).toString('hex').toUpperCase()}`, firstName: 'Ada', lastName: 'Obi', customerStage: 1, accountIsConfirmed: true,
  }).returning();
  const { login } = await startSession(t.db, row!);
  const token = await walletToken(t, login.jwtToken);
  return { id: row!.id, phone: toLocalPhone(phone), email, session: login.jwtToken, token };
}

export async function walletToken(t: Pick<WalletTestApp, 'app'>, session: string): Promise<string> {
  const res = await t.app.request(sitePath(walletCalls.token), {
    method: 'POST',
    body: new URLSearchParams({ client_id: WALLET_CLIENT_ID, grant_type: 'client_credentials' }),
    headers: { Authorization: `Bearer ${session}` },
  });
  const body = (await res.json()) as { access_token?: string };
  if (res.status !== 200 || !body.access_token) throw new Error(`wallet token: ${res.status} ${JSON.stringify(body)}`);
  return body.access_token;
}

/** The newest wallet code sent to the customer's phone. */
export async function latestWalletOtp(t: Pick<WalletTestApp, 'app'>, c: WalletCustomer): Promise<string> {
  const [newest] = await outbox(t.app, `+234${c.phone.slice(1)}`);
  const code = newest && otpInMessage(newest.body);
  if (!code) throw new Error(`no wallet code for ${c.phone}`);
  return code;
}

export async function requestOtp(t: WalletTestApp, c: WalletCustomer, type: WalletOtpType): Promise<string> {
  const sent = await walletCall(t, walletCalls.generateOtp, { token: c.token, form: { ...ownerOf(c), OtpType: type } });
  if (sent.status !== 200) throw new Error(`otp: ${sent.status} ${sent.body.Errors.join(' ')}`);
  return latestWalletOtp(t, c);
}

/** Creates the customer's wallet, optionally with a PIN (through the OTP, as the app does) and money (credited through the ledger). */
export async function openWallet(t: WalletTestApp, c: WalletCustomer, options: { pin?: string; mainKobo?: number; cashbackKobo?: number } = {}) {
  const created = await walletCall(t, walletCalls.createWallet, { token: c.token, form: { ...ownerOf(c), FirstName: 'Ada', LastName: 'Obi' } });
  if (created.status !== 200) throw new Error(`create wallet: ${created.status} ${created.body.Errors.join(' ')}`);
  if (options.pin) {
    const otp = await requestOtp(t, c, 'CreatePin');
    const pin = await walletCall(t, walletCalls.createPin, { token: c.token, form: { ...ownerOf(c), Pin: options.pin, Otp: otp } });
    if (pin.status !== 200) throw new Error(`create pin: ${pin.status} ${pin.body.Errors.join(' ')}`);
    // The next code of the same kind may only follow a minute later.
    t.advance(61_000);
  }
  if (options.mainKobo) await credit(t.db, c.id, 'main', options.mainKobo);
  if (options.cashbackKobo) await credit(t.db, c.id, 'cashback', options.cashbackKobo);
  return walletRow(t.db, c.id);
}

/** Credits a balance through the ledger (post), as a funding or a cashback would. */
export async function credit(db: Db, customerId: number, balance: 'main' | 'cashback', kobo: number) {
  const wallet = await walletRow(db, customerId);
  const key = `test:${balance}:${wallet.id}:${randomBytes(6).toString('hex')}`;
  await db.transaction((tx) => post(tx, wallet.id, { balance, direction: 'credit', amountKobo: kobo, description: 'Test credit', reference: key, key }));
  return walletRow(db, customerId);
}

/** Another sign-in of the same customer: its session token. */
export async function signInAgain(db: Db, customerId: number): Promise<string> {
  return (await startSession(db, await getCustomer(db, customerId))).login.jwtToken;
}

export async function walletRow(db: Db, customerId: number) {
  const [row] = await db.select().from(wallets).where(eq(wallets.customerId, customerId));
  if (!row) throw new Error(`customer ${customerId} has no wallet`);
  return row;
}

export async function entriesOf(db: Db, walletId: number) {
  return db.select().from(walletEntries).where(eq(walletEntries.walletId, walletId)).orderBy(walletEntries.id);
}

export async function entryCount(db: Db, walletId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(walletEntries).where(eq(walletEntries.walletId, walletId));
  return row?.n ?? 0;
}

/** Fires the requests at once. */
export const burst = <T>(n: number, request: (i: number) => Promise<T>): Promise<T[]> => Promise.all(Array.from({ length: n }, (_, i) => request(i)));
