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
import { PASSWORD, publicKey, signedInCustomer, signIn } from '../../tests/fixtures/accounts';
import { openTestDatabase } from '../../tests/fixtures/test-db';
import { createApp } from '../app';
import { DEFAULT_AUTH_SETTINGS } from '../auth/settings';
import type { DbHandle } from '../db/client';
import { loadPaymentSettings } from '../providers/payments/settings';
import { isProviderName } from '../providers/payments/types';
import { SIGNATURE_HEADER, signBody } from '../providers/payments/webhook-event';
import { bookingBody, FLAGSHIP, firstTrip, NOW, postJson, terminalId } from '../services/booking/test-kit';
import {
  BAD_BODIES, badJsonValue, badUrlValue, CONTENT_TYPES, encodeLoose, encodePart, formEncoded, leavesOf, lengthen, PROTO_KEYS, Raw,
  toHeaderValue, toJsonText, URL_TOKENS, withLeaf, anyUnit, type Leaf,
} from './fuzz-inputs';
import { FUZZ_ROUTES, type Example, type FuzzContext, type RouteInputs } from './fuzz-routes';

/**
 * Issue 10: no bad input gives a 5xx on any route. Every route of the composed app (on PGlite,
 * listed in ./fuzz-routes.ts) gets a sweep (NUL, lone surrogates, an escape and a 1 MB value in
 * each string field of a request it accepts; huge, negative, fractional and 1e999 in each number)
 * and then FUZZ_RUNS (default 60) random corruptions: broken JSON, wrong content types, deep
 * nesting, __proto__ keys, broken percent-encoding, oversized bodies, bad tokens. Each answer
 * must be below 500 and in the envelope (HTML only for the sandbox pages and the app shell); a
 * request the route's schemas refuse must not insert, update or delete a row; and the database's
 * own refusal of bad input (the safety net in server/http/errors.ts) must never be what stopped
 * one. About 6,000 requests. A failure prints fast-check's seed: replay with FUZZ_SEED=<seed>.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const BODY_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

type Spec = {
  method: string;
  /** Path and query as sent. */
  url: string;
  headers: Record<string, string>;
  body?: Uint8Array<ArrayBuffer> | (() => FormData);
  /** The route must refuse it whatever its schemas say (bad token, oversized body, no image). */
  refused?: boolean;
  label: string;
};

let handle: DbHandle;
let app: ReturnType<typeof createApp>;
let ctx: FuzzContext;
let staticDir: string;
let probe: Hono;
let writes: () => Promise<Record<string, number>>;
let written: Record<string, number> = {};
let errors: MockInstance;
let warnings: MockInstance;
let sent = 0;
const payments = loadPaymentSettings();
const utf8 = new TextEncoder();

const splitKey = (key: string) => {
  const at = key.indexOf(' ');
  return { method: key.slice(0, at), pattern: key.slice(at + 1) };
};

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

// ---- building requests ----------------------------------------------------------------------

type Build = { body?: string | Uint8Array<ArrayBuffer>; contentType?: string; headers?: Record<string, string>; extraQuery?: string; refused?: boolean; form?: () => FormData };

function buildSpec(key: string, entry: RouteInputs, ex: Example, label: string, b: Build = {}): Spec {
  const { method, pattern } = splitKey(key);
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => (ex.param?.[name] === undefined ? '' : encodePart(ex.param[name])));
  const pairs = Object.entries(ex.query ?? {}).flatMap(([k, value]) => (Array.isArray(value) ? value : [value]).map((x: unknown) => `${encodeLoose(k)}=${encodePart(x)}`));
  if (b.extraQuery) pairs.push(b.extraQuery);
  const headers: Record<string, string> = {};
  for (const [k, value] of Object.entries(ex.header ?? {})) headers[k] = toHeaderValue(value instanceof Raw ? value.text : String(value));
  if (entry.token) headers.authorization = `Bearer ${entry.token(ctx)}`;
  Object.assign(headers, b.headers);
  const spec: Spec = { method, url: pairs.length ? `${path}?${pairs.join('&')}` : path, headers, refused: b.refused, label: `${key} ${label}` };
  if (!BODY_METHODS.has(method)) return spec;
  if (b.form) return { ...spec, body: b.form };
  const formText = ex.form && Object.entries(ex.form).map(([k, x]) => `${encodeLoose(k)}=${encodePart(x)}`).join('&');
  const body = b.body ?? formText ?? (ex.json === undefined ? undefined : toJsonText(ex.json));
  if (body === undefined) return spec;
  const bytes = typeof body === 'string' ? utf8.encode(body) : body;
  const contentType = b.contentType ?? (b.body === undefined && formText !== undefined ? 'application/x-www-form-urlencoded' : 'application/json');
  if (contentType) headers['content-type'] = contentType;
  if (entry.signed && headers[SIGNATURE_HEADER] === undefined) {
    const provider = String(ex.param?.provider ?? '');
    headers[SIGNATURE_HEADER] = signBody(payments.secrets[isProviderName(provider) ? provider : 'paystack'], new TextDecoder().decode(bytes));
  }
  return { ...spec, body: bytes };
}

const toRequest = (s: Spec) =>
  new Request(`http://localhost${s.url}`, { method: s.method, headers: s.headers, body: typeof s.body === 'function' ? s.body() : s.body });

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
  expect(type, `${where} content type`).toMatch(/^application\/json/);
  const body = JSON.parse(text) as Record<string, unknown>;
  if (entry.plainJson && res.status < 300) return;
  if (path.startsWith('/api/wallet/')) {
    expect(body, where).toMatchObject({ Status: res.status, Errors: expect.any(Array) });
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

// ---- the bad requests -----------------------------------------------------------------------

const withProtoKeys = (jsonText: string, extra: string) => (jsonText.startsWith('{') && jsonText !== '{}' ? `{${extra},${jsonText.slice(1)}` : `{${extra}}`);

/** Every string leaf gets NUL, lone surrogates and a huge value; every number leaf huge and odd numbers. */
function sweep(key: string, entry: RouteInputs, ex: Example): Spec[] {
  const out: Spec[] = [];
  for (const leaf of leavesOf(ex)) {
    const where = `${leaf.part}.${leaf.path.join('.')}`;
    const values: unknown[] =
      typeof leaf.value === 'string'
        ? [
            `${leaf.value.slice(0, 2)}\u0000${leaf.value.slice(2)}`, `${leaf.value}\uD800`, `\uDC00${leaf.value}`, `${leaf.value}\u001B`,
            lengthen(leaf.value, leaf.part === 'json' ? 1_048_576 : 5_000),
          ]
        : typeof leaf.value === 'number'
          ? [2147483648, 32768, 1e308, -1, 0.5, new Raw('1e999')]
          : leaf.part === 'json'
            ? ['\u0000', 2147483648]
            : [];
    for (const value of values) {
      const shown = typeof value === 'string' ? JSON.stringify(value.slice(0, 40)) : value instanceof Raw ? value.text : String(value);
      out.push(buildSpec(key, entry, withLeaf(ex, leaf, leaf.part === 'header' && typeof value === 'string' ? toHeaderValue(value) : value), `sweep ${where} = ${shown}`));
    }
  }
  return out;
}

function fieldSpec(key: string, entry: RouteInputs, ex: Example, leaves: Leaf[]) {
  return fc.nat({ max: leaves.length - 1 }).chain((i) => {
    const leaf = leaves[i]!;
    const bad =
      leaf.part === 'json' ? badJsonValue(leaf.value)
        : leaf.part === 'header' ? badUrlValue(String(leaf.value)).map((x) => toHeaderValue(x instanceof Raw ? x.text : x))
          : badUrlValue(String(leaf.value));
    // (query, param and form values are written into the URL or the body URL-encoded, Raw ones as they are)
    return fc.oneof({ weight: 9, arbitrary: bad }, { weight: 1, arbitrary: fc.constant(undefined) }).map((value) => {
      const shown = value === undefined ? '(removed)' : value instanceof Raw ? value.text.slice(0, 40) : JSON.stringify(value)?.slice(0, 60);
      return buildSpec(key, entry, withLeaf(ex, leaf, value), `${leaf.part}.${leaf.path.join('.')} = ${shown}`);
    });
  });
}

function bodySpec(key: string, entry: RouteInputs, ex: Example) {
  const text = ex.json === undefined ? '{}' : toJsonText(ex.json);
  return fc
    .oneof(
      fc.constantFrom(...BAD_BODIES),
      fc.nat().map((n) => text.slice(0, n % Math.max(1, text.length))),
      fc.string({ unit: anyUnit, maxLength: 60 }),
      fc.constantFrom(`[${text}]`, `[${text},${text}]`, `"${text.replaceAll('"', '\\"')}"`),
      fc.constantFrom(3_000, 50_000).map((n) => '['.repeat(n) + ']'.repeat(n)),
      fc.constantFrom(...PROTO_KEYS.map((p) => withProtoKeys(text, p.text.slice(1, -1)))),
      fc.constantFrom('"toString":1', '"hasOwnProperty":"x"', '"prototype":{"polluted":"yes"}').map((k) => withProtoKeys(text, k)),
      fc.integer({ min: 100, max: 2_000 }).map((n) => withProtoKeys(text, Array.from({ length: n }, (_, i) => `"k${i}":${i}`).join(','))),
    )
    .map((body) => buildSpec(key, entry, ex, `body ${JSON.stringify(body.slice(0, 60))}`, { body }));
}

function invalidUtf8Spec(key: string, entry: RouteInputs, ex: Example) {
  return fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => {
    const body = new Uint8Array([0x7b, 0x22, 0xff, 0xc0, ...bytes]);
    return buildSpec(key, entry, ex, `invalid UTF-8 ${Buffer.from(bytes).toString('hex').slice(0, 40)}`, { body });
  });
}

function contentTypeSpec(key: string, entry: RouteInputs, ex: Example) {
  return fc.constantFrom(...CONTENT_TYPES).map((contentType) => {
    const body = contentType === 'application/x-www-form-urlencoded' ? formEncoded(ex.json) : ex.json === undefined ? 'x=1' : toJsonText(ex.json);
    return buildSpec(key, entry, ex, `content type ${JSON.stringify(contentType)}`, { body, contentType });
  });
}

function oversizeSpec(key: string, entry: RouteInputs, ex: Example) {
  const text = ex.json === undefined ? '{}' : toJsonText(ex.json);
  return fc.tuple(fc.constantFrom(70_000, 300_000, 1_100_000), fc.boolean()).map(([size, declared]) => {
    const body = `${' '.repeat(size)}${text}`;
    const headers: Record<string, string> = declared ? { 'content-length': String(utf8.encode(body).length) } : {};
    return buildSpec(key, entry, ex, `oversized body ${size} bytes${declared ? ' with content-length' : ''}`, { body, headers, refused: true });
  });
}

function authSpec(key: string, entry: RouteInputs, ex: Example) {
  const token = entry.token!(ctx);
  const [head = '', claims = ''] = token.split('.');
  return fc
    .constantFrom('', 'Bearer', 'Bearer ', `Bearer ${'a'.repeat(10_000)}`, 'Bearer a.b.c', 'Basic Zm9vOmJhcg==', `Bearer ${token}x`, `Bearer ${head}.${claims}.AAAA`, `Bearer ${head}..`, `Bearer ${token} ${token}`)
    .map((authorization) => buildSpec(key, entry, ex, `authorization ${JSON.stringify(authorization.slice(0, 40))}`, { headers: { authorization }, refused: true }));
}

function querySpec(key: string, entry: RouteInputs, ex: Example) {
  const first = Object.keys(ex.query ?? {})[0] ?? 'q';
  return fc
    .oneof(
      fc.constantFrom(...URL_TOKENS).map((t) => `${encodeLoose(first)}=${t}`),
      fc.constantFrom(...URL_TOKENS).map((t) => `${t}=1`),
      fc.string({ unit: anyUnit, maxLength: 20 }).map((s) => `${encodeLoose(first)}=${encodeLoose(s)}`),
      fc.constantFrom(`${first}[]=1`, `${first}[a]=1`, '__proto__[polluted]=yes', 'constructor[prototype][polluted]=yes', '&&&', '=', `${first}`),
    )
    .map((extraQuery) => buildSpec(key, entry, ex, `query + ${extraQuery.slice(0, 60)}`, { extraQuery }));
}

function uploadSpec(key: string, entry: RouteInputs) {
  const file = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => new File([bytes], name, { type });
  return fc.oneof(
    fc.uint8Array({ maxLength: 200 }).map((bytes) =>
      buildSpec(key, entry, {}, 'a file that is no image', {
        form: () => {
          const f = new FormData();
          f.append('CustomerPhoto', file(new Uint8Array([0x58, ...bytes]), 'x.png', 'image/png'));
          return f;
        },
      }),
    ),
    fc.string({ unit: anyUnit, maxLength: 100 }).map((text) =>
      buildSpec(key, entry, {}, 'CustomerPhoto as text', {
        form: () => {
          const f = new FormData();
          f.append('CustomerPhoto', text);
          return f;
        },
      }),
    ),
    fc.constantFrom('', '--x\r\n', '--fuzz\r\nContent-Disposition: form-data; name="CustomerPhoto"; filename="a.png"\r\n\r\n\u0089PNG', 'CustomerPhoto=abc').map((body) =>
      buildSpec(key, entry, {}, `malformed multipart ${JSON.stringify(body.slice(0, 30))}`, { body, contentType: 'multipart/form-data; boundary=other' }),
    ),
    fc.constantFrom(3 * 1024 * 1024).map((size) =>
      buildSpec(key, entry, {}, 'a 3 MB photo', {
        form: () => {
          const f = new FormData();
          f.append('CustomerPhoto', file(new Uint8Array(size).fill(0x89), 'big.png', 'image/png'));
          return f;
        },
      }),
    ),
  ).map((s) => ({ ...s, refused: true }));
}

const segment = fc.oneof(
  fc.string({ unit: anyUnit, maxLength: 12 }).map(encodeLoose),
  fc.constantFrom(...URL_TOKENS, 'index.html', '.env', '%2F', 'Booking', 'booking', '%00.json'),
);

function catchAllSpec(key: string) {
  const prefix = splitKey(key).pattern.replace(/\*$/, '');
  const methods = key.startsWith('GET ') ? ['GET', 'HEAD'] : ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];
  return fc
    .record({ method: fc.constantFrom(...methods), tail: fc.array(segment, { minLength: 1, maxLength: 4 }), body: fc.constantFrom(...BAD_BODIES) })
    .map(({ method, tail, body }) => {
      const url = `${prefix}${tail.join('/')}`;
      const spec: Spec = { method, url: url.startsWith('/') ? url : `/${url}`, headers: {}, label: `${key} ${method} ${url.slice(0, 60)}`, refused: true };
      if (BODY_METHODS.has(method)) return { ...spec, headers: { 'content-type': 'application/json' }, body: utf8.encode(body) };
      return spec;
    });
}

function arbitraryFor(key: string, entry: RouteInputs): fc.Arbitrary<Spec> {
  if (entry.catchAll) return catchAllSpec(key);
  if (entry.upload) return fc.oneof(uploadSpec(key, entry), authSpec(key, entry, {}));
  const ex = entry.example?.(ctx) ?? {};
  const leaves = leavesOf(ex);
  const hasBody = BODY_METHODS.has(splitKey(key).method);
  const families: fc.WeightedArbitrary<Spec>[] = [];
  if (leaves.length) families.push({ weight: 8, arbitrary: fieldSpec(key, entry, ex, leaves) });
  if (hasBody) {
    families.push({ weight: 3, arbitrary: bodySpec(key, entry, ex) }, { weight: 1, arbitrary: invalidUtf8Spec(key, entry, ex) });
    families.push({ weight: 2, arbitrary: contentTypeSpec(key, entry, ex) }, { weight: 1, arbitrary: oversizeSpec(key, entry, ex) });
  }
  if (entry.token) families.push({ weight: 1, arbitrary: authSpec(key, entry, ex) });
  families.push({ weight: entry.query ? 2 : 1, arbitrary: querySpec(key, entry, ex) });
  return fc.oneof(...families);
}

// ---- the test -------------------------------------------------------------------------------

beforeAll(async () => {
  vi.setSystemTime(NOW);
  handle = await openTestDatabase();
  staticDir = mkdtempSync(join(tmpdir(), 'freely-fuzz-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Freely</title>');
  // Google sign-in on, with a Google that knows no token, so its route answers rather than 501.
  const google = (async () => new Response('{"error":"invalid_token"}', { status: 400 })) as unknown as typeof fetch;
  app = createApp({
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
  };
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
    expect(missing, 'add these routes to FUZZ_ROUTES in server/http/fuzz-routes.ts').toEqual([]);
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
    if (!entry.catchAll && !entry.upload) for (const spec of sweep(key, entry, entry.example?.(ctx) ?? {})) await send(entry, spec);
    const runs = entry.catchAll ? RUNS * 2 : RUNS;
    await fc.assert(fc.asyncProperty(arbitraryFor(key, entry), (spec) => send(entry, spec)), { numRuns: runs, seed: SEED });
    const logged = [...errors.mock.calls, ...warnings.mock.calls].map((args) => args.map(String).join(' ').slice(0, 300));
    expect(logged, 'no error may be logged, and the database must never be what refused bad input').toEqual([]);
  });
});
