import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import * as fc from 'fast-check';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { sealRequest } from '../../contract/cipher';
import { WEB_CLIENT_ID } from '../../contract/onboarding';
import * as onboardingCalls from '../../contract/calls/onboarding';
import * as walletCalls from '../../contract/calls/wallet';
import * as billsCalls from '../../contract/calls/bills';
import { toLocalPhone } from '../../contract/validation';
import { latestOtp, PASSWORD, publicKey, send as sendCall, signedInCustomer, signIn } from '../../tests/fixtures/accounts';
import { openTestDatabase } from '../../tests/fixtures/test-db';
import { createApp } from '../app';
import { DEFAULT_AUTH_SETTINGS } from '../auth/settings';
import type { DbHandle } from '../db/client';
import { loadPaymentSettings } from '../providers/payments/settings';
import { bookingBody, FLAGSHIP, firstTrip, NOW, postJson, terminalId } from './booking-kit';
import { walletCall, walletToken as walletTokenFor } from './wallet-kit';
import { makeStaff } from '../services/boarding/staff-accounts';
import { billsCall, requestBillsToken } from './bills-kit';
import { issueTrackingToken } from '../services/tracking/token';
import { trackedTripById } from '../services/tracking/tracked-trip';
import { fuzzRequests, splitKey, toRequest, type Spec } from './fuzz-requests';
import { inviteToUpgrade } from '../services/ambassador/invitations';
import { sealDeletionRequest } from '../services/ambassador/deletion-request';
import { FUZZ_ROUTES, type FuzzContext, type RouteInputs } from './fuzz-routes';

/**
 * Issue 10: no bad input gives a 5xx on any route. Every route of the composed app (on PGlite,
 * listed in ./fuzz-routes.ts; the requests are built by ./fuzz-requests.ts) gets a sweep (NUL,
 * lone surrogates, an escape and a 1 MB value in each string field of a request it accepts;
 * huge, negative, fractional and 1e999 in each number) and then FUZZ_RUNS (default 60) random corruptions: broken JSON, wrong content types, deep
 * nesting, __proto__ keys, broken percent-encoding, oversized bodies, bad tokens. Each answer
 * must be below 500 and in the envelope (HTML only for the sandbox pages and the app shell); a
 * request the route's schemas refuse must not insert, update or delete a row; and the database's
 * own refusal of bad input (the safety net in server/http/errors.ts) must never be what stopped
 * one. About 6,000 requests. A failure prints fast-check's seed: replay with FUZZ_SEED=<seed>.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let handle: DbHandle;
let app: Awaited<ReturnType<typeof createApp>>;
let ctx: FuzzContext;
let staticDir: string;
let probe: Hono;
let writes: () => Promise<Record<string, number>>;
let written: Record<string, number> = {};
let errors: MockInstance;
let warnings: MockInstance;
let sent = 0;
let requests: ReturnType<typeof fuzzRequests>;
const payments = loadPaymentSettings();

/**
 * Every distinct route of the app. `ALL` entries on the path of a real route are its middleware;
 * `ALL` wildcards outside /api are middleware of the whole app, the sandbox or the static files
 * (the catch-all entries fuzz those paths); an `ALL` wildcard under /api answers calls, so it needs an entry.
 */
function appRoutes(): string[] {
  const keys = [...new Set(app.routes.map((r) => `${r.method} ${r.path}`))];
  const concrete = new Set(keys.filter((k) => !k.startsWith('ALL ')).map((k) => splitKey(k).pattern));
  const middleware = (k: string) => {
    const { method, pattern } = splitKey(k);
    return method === 'ALL' && (concrete.has(pattern) || (pattern.endsWith('*') && !pattern.startsWith('/api/')));
  };
  return keys.filter((k) => !middleware(k));
}


// ---- what the route's schemas say of a request (a Hono app with the same routes) ---------------

const INVALID = Symbol('invalid JSON');
const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

async function schemasAccept(c: Context, entry: RouteInputs): Promise<boolean> {
  if (entry.upload) return false;
  const parts: [v.GenericSchema | undefined, () => unknown][] = [
    [entry.param, () => c.req.param()],
    [entry.query, () => Object.fromEntries(Object.entries(c.req.queries()).map(([k, x]) => [k, x.length === 1 ? x[0] : x]))],
    [entry.header, () => c.req.header()],
  ];
  for (const [schema, value] of parts) if (schema && !v.safeParse(schema, value()).success) return false;
  if (entry.form) {
    const form = await c.req.parseBody().catch(() => INVALID);
    return form !== INVALID && v.safeParse(entry.form, form).success;
  }
  if (!entry.json) return true;
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim();
  if (!entry.signed && !JSON_TYPE.test(type)) return v.safeParse(entry.json, {}).success;
  const json = await c.req.text().then((t) => JSON.parse(t) as unknown).catch(() => INVALID);
  return json !== INVALID && v.safeParse(entry.json, json).success;
}

function buildProbe(): Hono {
  const p = new Hono();
  for (const [key, entry] of Object.entries(FUZZ_ROUTES)) {
    const { method, pattern } = splitKey(key);
    if (entry.catchAll || method === 'ALL') continue;
    p.on(method, pattern, async (c) => c.json({ valid: await schemasAccept(c, entry) }));
  }
  return p;
}

async function accepted(s: Spec): Promise<boolean> {
  if (s.refused) return false;
  const res = await probe.request(toRequest(s));
  return res.status === 200 && ((await res.json()) as { valid: boolean }).valid;
}

// ---- sending and judging ------------------------------------------------------------------

async function expectCleanAnswer(res: Response, entry: RouteInputs, s: Spec) {
  const where = `${s.label} (${s.method} ${s.url.slice(0, 200)})`;
  expect(res.status, `${where} answered ${res.status}`).toBeLessThan(500);
  const text = await res.text();
  if (s.method === 'HEAD' || res.status === 204 || (res.status >= 300 && res.status < 400)) return;
  // The path as the app saw it ('/api/x/../y' is '/api/y').
  const path = new URL(`http://localhost${s.url}`).pathname;
  const type = res.headers.get('content-type') ?? '';
  if (type.startsWith('text/html')) {
    expect(!path.startsWith('/api/') && (entry.html || !path.startsWith('/sandbox')), `${where} answered HTML`).toBe(true);
    return;
  }
  if (entry.download && res.status < 300) {
    expect(type, `${where} content type`).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition'), `${where} disposition`).toMatch(/^attachment; filename="[\w.-]+"$/);
    return;
  }
  expect(type, `${where} content type`).toMatch(/^application\/json/);
  const body = JSON.parse(text) as Record<string, unknown>;
  if (entry.providerShape || (entry.plainJson && res.status < 300)) return;
  if (path.startsWith('/api/wallet/')) {
    expect(body, where).toMatchObject({ Status: res.status, Errors: expect.any(Array) });
    return;
  }
  if (path.startsWith('/api/bills/')) {
    expect(body, where).toMatchObject({ code: res.status < 300 ? '1' : String(res.status), description: expect.any(String) });
    expect('payload' in body || (res.status < 300 && 'data' in body), `${where} has no payload`).toBe(true);
    return;
  }
  expect(body, where).toMatchObject({ code: expect.any(String), shortDescription: expect.any(String) });
  expect(body, where).toHaveProperty('data');
}

async function send(entry: RouteInputs, s: Spec) {
  const refused = !(await accepted(s));
  // Each request from its own address, so per-address abuse limits (429) do not hide the routes' own checks.
  const res = await app.request(toRequest({ ...s, headers: { 'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`, ...s.headers } }));
  await expectCleanAnswer(res, entry, s);
  // The writes so far are known from the request before (one read per request).
  const before = written;
  written = await writes();
  if (refused) expect(written, `${s.label}: a refused request wrote to the database`).toEqual(before);
  expect(Object.prototype, `${s.label} polluted Object.prototype`).not.toHaveProperty('polluted');
  sent++;
}

// ---- what requests wrote ------------------------------------------------------------------

/** Abuse counters count attempts, refused ones included, by design (server/auth/rate-limit.ts). */
const COUNTS_EVERY_ATTEMPT = new Set(['rate_limits']);

/**
 * Counts every row inserted, updated or deleted in each table of the test database (a trigger per
 * table, in this in-memory copy only): one cheap read per request tells whether it wrote anything.
 */
async function countWrites(): Promise<() => Promise<Record<string, number>>> {
  const run = (text: string) => handle.db.execute(sql.raw(text));
  const tables = ((await run(`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`)) as unknown as { rows: { table_name: string }[] }).rows
    .map((t) => t.table_name)
    .filter((t) => !COUNTS_EVERY_ATTEMPT.has(t));
  await run('create table fuzz_writes (what text primary key, n bigint not null)');
  await run(`create function fuzz_count() returns trigger language plpgsql as $$ begin
    insert into fuzz_writes values (tg_table_name || ' ' || tg_op, 1) on conflict (what) do update set n = fuzz_writes.n + 1;
    return null; end $$`);
  for (const t of tables) await run(`create trigger fuzz_count after insert or update or delete on "${t}" for each row execute function fuzz_count()`);
  return async () => Object.fromEntries(((await run('select what, n::int as n from fuzz_writes order by what')) as unknown as { rows: { what: string; n: number }[] }).rows.map((r) => [r.what, r.n]));
}

// ---- the test -------------------------------------------------------------------------------

beforeAll(async () => {
  vi.setSystemTime(NOW);
  handle = await openTestDatabase();
  staticDir = mkdtempSync(join(tmpdir(), 'freely-fuzz-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Freely</title>');
  // Google sign-in on, with a Google that knows no token, so its route answers rather than 501.
  const google = (async () => new Response('{"error":"invalid_token"}', { status: 400 })) as unknown as typeof fetch;
  app = await createApp({
    db: handle.db,
    config: { logRequests: false, staticDir, sandbox: true, payments, auth: { ...DEFAULT_AUTH_SETTINGS, trustProxy: true, googleClientId: 'fuzz.apps.googleusercontent.com' } },
    accounts: { fetch: google },
  });
  probe = buildProbe();

  writes = await countWrites();

  // A signed-in customer, with a second session for the sign-out route.
  const user = await signedInCustomer(app);
  const spare = await signIn(app, user.phoneNumber, PASSWORD);
  // Three pending bookings: payment routes, a sandbox checkout, a sandbox transfer account.
  const trip = await firstTrip(app, handle.db, FLAGSHIP);
  const [s1, s2, s3] = trip.availableSeats.slice(-3);
  const book = async (seat: number | undefined) => {
    const res = await postJson<{ bookingReferenceCode: string }>(app, '/api/booking/booking', bookingBody(trip, [seat!]));
    if (res.status !== 200) throw new Error(`setup booking: ${res.body.shortDescription}`);
    return res.body.data.bookingReferenceCode;
  };
  const [reference, sandboxReference, transferReference] = [await book(s1), await book(s2), await book(s3)];
  const checkout = await postJson<string>(app, '/api/payment/api/v1/Paystack/initialize', { reference: sandboxReference, email: 'fuzz.traveller@example.com' });
  const account = await postJson<{ accountNo?: string; vnuban?: string }>(app, '/api/payment/api/v1/AzaPay/account', {
    ref: transferReference, customerEmail: 'fuzz.traveller@example.com', customerName: 'Ada Obi', customerPhone: '08031230001',
  });
  if (checkout.status !== 200 || account.status !== 200) throw new Error(`setup sandbox: ${checkout.body.shortDescription} / ${account.body.shortDescription}`);
  // The customer's wallet: a verified e-mail (wallet calls name it), a wallet token and a wallet.
  const walletEmail = 'fuzz.wallet@example.com';
  await sendCall(app, onboardingCalls.updateEmail, { body: { email: walletEmail, phoneNumber: user.phoneNumber }, token: user.jwtToken });
  await sendCall(app, onboardingCalls.verifyCustomerCode, { body: { activationCode: await latestOtp(app, walletEmail), username: walletEmail, isAccountConfirmation: true } });
  const walletPhone = toLocalPhone(user.phoneNumber);
  const walletToken = await walletTokenFor({ app }, user.jwtToken);
  const wallet = await walletCall({ app }, walletCalls.createWallet, { token: walletToken, form: { PhoneNumber: walletPhone, Email: walletEmail, FirstName: 'Ada', LastName: 'Obi' } });
  if (wallet.status !== 200) throw new Error(`setup wallet: ${wallet.body.Errors.join(' ')}`);
  // The same customer is staff (boarding's manifest and scans) at the flagship's departure terminal.
  await makeStaff(handle.db, { email: walletEmail, terminalId: await terminalId(handle.db, FLAGSHIP.from) });
  // Their bills token and an open bill reference.
  const billsToken = (await requestBillsToken({ app }, user.jwtToken, walletEmail)).body.access_token as string;
  const billReference = (await billsCall<{ transactionReference: string }>({ app }, billsCalls.generateReference, { token: billsToken, json: { userPhone: walletPhone } })).body.payload?.transactionReference;
  if (!billsToken || !billReference) throw new Error('setup bills: no token or reference');
  // A tracking token for the booked trip's bus (what a confirmed booking's ticket carries).
  const tracked = await trackedTripById(handle.db, trip.vehicleTripRegistrationId);
  if (!tracked) throw new Error('setup tracking: the trip has no vehicle');
  const trackingToken = await issueTrackingToken(handle.db, tracked);
  const key = await publicKey(app);
  const { body: sealedBody } = await sealRequest(key, 'signin', { userName: 'nobody@example.com', password: 'Wrong#Password1', deviceToken: 'fuzz', countryId: 1, clientId: WEB_CLIENT_ID });

  ctx = {
    token: user.jwtToken,
    spareToken: spare.result?.Data?.jwtToken ?? user.jwtToken,
    refreshToken: user.refreshToken,
    customerId: user.customersId,
    phone: user.phoneNumber,
    reference,
    sandboxReference,
    tripId: trip.vehicleTripRegistrationId,
    routeId: trip.routeId,
    terminalId: await terminalId(handle.db, FLAGSHIP.from),
    destinationId: await terminalId(handle.db, FLAGSHIP.to),
    checkoutId: new URL(checkout.body.data).pathname.split('/').pop()!,
    accountNo: account.body.data.accountNo ?? account.body.data.vnuban ?? '',
    sealed: sealedBody,
    walletToken,
    walletEmail,
    walletPhone,
    billsToken,
    billReference,
    verificationId: (await inviteToUpgrade(handle.db, new Date())).verificationId,
    ambassadorId: await sealDeletionRequest(handle.db, 'fuzz.nobody@example.com', new Date()),
    trackingToken,
    trackerId: tracked.imei,
  };
  requests = fuzzRequests(ctx, payments.secrets);
  written = await writes();
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
}, 120_000);

afterAll(async () => {
  errors?.mockRestore();
  warnings?.mockRestore();
  vi.useRealTimers();
  console.log(`fuzz: ${sent} requests over ${Object.keys(FUZZ_ROUTES).length} routes`);
  rmSync(staticDir, { recursive: true, force: true });
  await handle?.close();
});

describe('fuzz: no bad input gives a 5xx', () => {
  it('has an entry for every route of the app', () => {
    const missing = appRoutes().filter((key) => !(key in FUZZ_ROUTES));
    expect(missing, 'add these routes to FUZZ_ROUTES in server/testing/fuzz-routes.ts').toEqual([]);
  });

  it('every example passes its own schemas', () => {
    for (const [key, entry] of Object.entries(FUZZ_ROUTES)) {
      const ex = entry.example?.(ctx) ?? {};
      for (const part of ['json', 'query', 'param', 'header', 'form'] as const) {
        const schema = entry[part];
        if (!schema) continue;
        const result = v.safeParse(schema, ex[part] ?? {});
        expect(result.success, `${key} example ${part}: ${result.issues?.[0]?.message}`).toBe(true);
      }
    }
  });

  it.each(Object.keys(FUZZ_ROUTES))('%s', async (key) => {
    const entry = FUZZ_ROUTES[key]!;
    errors.mockClear();
    warnings.mockClear();
    if (!entry.catchAll && !entry.upload) for (const spec of requests.sweep(key, entry, entry.example?.(ctx) ?? {})) await send(entry, spec);
    const runs = entry.catchAll ? RUNS * 2 : RUNS;
    await fc.assert(fc.asyncProperty(requests.arbitraryFor(key, entry), (spec) => send(entry, spec)), { numRuns: runs, seed: SEED });
    const logged = [...errors.mock.calls, ...warnings.mock.calls].map((args) => args.map(String).join(' ').slice(0, 300));
    expect(logged, 'no error may be logged, and the database must never be what refused bad input').toEqual([]);
  });
});
