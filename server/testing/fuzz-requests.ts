import * as fc from 'fast-check';
import { isProviderName, type ProviderName } from '../providers/payments/types';
import { SIGNATURE_HEADER, signBody } from '../sandbox/payments/webhook-signature';
import {
  BAD_BODIES, badJsonValue, badUrlValue, CONTENT_TYPES, encodeLoose, encodePart, formEncoded, leavesOf, lengthen, PROTO_KEYS, Raw,
  toHeaderValue, toJsonText, URL_TOKENS, withLeaf, anyUnit, type Leaf,
} from './fuzz-inputs';
import type { Example, FuzzContext, RouteInputs } from './fuzz-routes';

/**
 * The bad requests of the fuzz test (server/testing/fuzz.test.ts), route by route: a sweep of every
 * field of a request the route accepts, and fast-check arbitraries of broken bodies, content
 * types, query strings, tokens, uploads and paths. The bad values themselves are ./fuzz-inputs.ts.
 */

export const BODY_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

export type Spec = {
  method: string;
  /** Path and query as sent. */
  url: string;
  headers: Record<string, string>;
  body?: Uint8Array<ArrayBuffer> | (() => FormData);
  /** The route must refuse it whatever its schemas say (bad token, oversized body, no image). */
  refused?: boolean;
  label: string;
};

/** 'POST /api/x/:id' → method and path pattern. */
export const splitKey = (key: string) => {
  const at = key.indexOf(' ');
  return { method: key.slice(0, at), pattern: key.slice(at + 1) };
};

export const toRequest = (s: Spec) =>
  new Request(`http://localhost${s.url}`, { method: s.method, headers: s.headers, body: typeof s.body === 'function' ? s.body() : s.body });

const utf8 = new TextEncoder();

type Build = { body?: string | Uint8Array<ArrayBuffer>; contentType?: string; headers?: Record<string, string>; extraQuery?: string; refused?: boolean; form?: () => FormData };

const withProtoKeys = (jsonText: string, extra: string) => (jsonText.startsWith('{') && jsonText !== '{}' ? `{${extra},${jsonText.slice(1)}` : `{${extra}}`);

const segment = fc.oneof(
  fc.string({ unit: anyUnit, maxLength: 12 }).map(encodeLoose),
  fc.constantFrom(...URL_TOKENS, 'index.html', '.env', '%2F', 'Booking', 'booking', '%00.json'),
);

/**
 * The request builders of one test run: `ctx` holds its signed-in customer, bookings and sandbox
 * ids (the routes' examples and tokens), `secrets` the providers' webhook keys (signed routes).
 */
export function fuzzRequests(ctx: FuzzContext, secrets: Record<ProviderName, string>) {
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
      headers[SIGNATURE_HEADER] = signBody(secrets[isProviderName(provider) ? provider : 'paystack'], new TextDecoder().decode(bytes));
    }
    return { ...spec, body: bytes };
  }

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

  return { sweep, arbitraryFor };
}
