import * as fc from 'fast-check';
import type { Example } from './fuzz-routes';

/**
 * Bad input for the fuzz test (server/testing/fuzz.test.ts): strings with NUL, other control
 * characters and lone surrogates, over-long strings, huge and odd numbers, wrong shapes, broken
 * JSON, wrong content types, broken percent-encoding, oversized bodies.
 */

/** Text put into JSON, a path or a query exactly as written (no escaping). */
export class Raw {
  constructor(readonly text: string) {}
}

/** JSON text of a value that may hold Raw pieces (numbers like 1e999, deep nesting, __proto__ keys). */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, val: unknown) => (val instanceof Raw ? `\u0000fuzz-raw-${raws.push(val.text) - 1}\u0000` : val)) ?? '';
  return text.replace(/"\\u0000fuzz-raw-(\d+)\\u0000"/g, (_, i: string) => raws[Number(i)]!);
}

/** encodeURIComponent that also writes lone surrogates (as the invalid UTF-8 a client could send). */
export const encodeLoose = (s: string) =>
  Array.from(s)
    .map((ch) => {
      try {
        return encodeURIComponent(ch);
      } catch {
        const c = ch.charCodeAt(0);
        return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      }
    })
    .join('');

export const encodePart = (value: unknown) => (value instanceof Raw ? value.text : encodeLoose(String(value)));

/** Characters no form field should take: NUL, C0 controls, DEL, lone surrogates, a few odd ones. */
export const NASTY_CHARS = [
  '\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\u0001', '\u0008', '\u000B', '\u000C', '\u001B', '\u007F',
  '\u0085', '\u2028', '\u202E', '\uFEFF', '\uFFFE',
];
const surrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const control = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));
/** Any UTF-16 unit, with lone surrogates and controls well represented. */
export const anyUnit = fc.oneof({ arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 4 }, surrogate, control);

export const LONG_LENGTHS = [41, 65, 81, 101, 129, 201, 255, 300, 2_001, 5_000, 70_000, 1_048_576];
/** The original made `n` long by repeating its first character in front (an e-mail stays e-mail-shaped). */
export const lengthen = (original: string, n: number) => (original[0] ?? 'a').repeat(Math.max(1, n - original.length)) + original;

export const NUMBERISH = [
  '2147483648', '2147483647', '-2147483649', '32768', '99999999999999999999', '9007199254740993', '1e308', '1e999',
  '-1', '0', '-0', '0.5', '1.0', '1e3', '0x10', ' 12 ', 'NaN', 'Infinity', '-Infinity', '\uFF11\uFF12', '12abc', '',
];

/** Percent-encoding a decoder refuses, and other URL oddities, inserted as written. */
export const URL_TOKENS = ['%E0%A4%A', '%', '%%', '%00', '%FF', '%C0%AF', '%ED%A0%80', '%u0000', '%2e%2e%2f', '..', '%0A', '%ZZ'];

export const badString = (original: string) =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(fc.nat(), fc.constantFrom(...NASTY_CHARS), fc.integer({ min: 1, max: 3 }))
        .map(([at, ch, n]) => {
          const i = at % (original.length + 1);
          return original.slice(0, i) + ch.repeat(n) + original.slice(i);
        }),
    },
    { weight: 3, arbitrary: fc.constantFrom(...LONG_LENGTHS).map((n) => lengthen(original, n)) },
    { weight: 2, arbitrary: fc.string({ unit: anyUnit, maxLength: 30 }) },
    { weight: 2, arbitrary: fc.constantFrom(...NUMBERISH) },
  );

const deepArray = (n: number) => new Raw('['.repeat(n) + ']'.repeat(n));
const deepObject = (n: number) => new Raw('{"a":'.repeat(n) + '1' + '}'.repeat(n));
export const PROTO_KEYS = [
  new Raw('{"__proto__":{"polluted":"yes"}}'),
  new Raw('{"constructor":{"prototype":{"polluted":"yes"}}}'),
];

export const badNumber = fc.oneof(
  fc.constantFrom(2147483648, 2147483647, -2147483649, 32767, 32768, 65536, 101, 14, 9007199254740991, 2 ** 53 + 2, 1e21, 1e308, -1, 0, 0.5, 1.5, 5e-324, -1e308),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.constantFrom('1e999', '-1e999', '123456789012345678901234567890', '1E400', '0.1e-400', '-0.0').map((t) => new Raw(t)),
);

export const badShape = (original: unknown) =>
  fc.constantFrom<unknown>(null, true, false, [], {}, [original], { value: original }, '', deepArray(3000), deepObject(3000), ...PROTO_KEYS);

/** A bad value for a JSON field, weighted by what the field holds. */
export const badJsonValue = (original: unknown) =>
  fc.oneof(
    { weight: typeof original === 'number' ? 2 : 6, arbitrary: badString(typeof original === 'string' ? original : String(original ?? '')) },
    { weight: typeof original === 'number' ? 6 : 1, arbitrary: badNumber },
    { weight: 2, arbitrary: badShape(original) },
  );

/** A bad value for a path parameter or query value: as text, or a URL token written as is. */
export const badUrlValue = (original: string) =>
  fc.oneof(
    { weight: 5, arbitrary: badString(original).filter((s) => s.length <= 5_000) },
    { weight: 2, arbitrary: fc.constantFrom(...URL_TOKENS).map((t) => new Raw(t)) },
    { weight: 1, arbitrary: fc.constantFrom(...URL_TOKENS).map((t) => new Raw(`${encodeLoose(original)}${t}`)) },
  );

/** Header values are bytes 0x20–0xFF (a Request refuses NUL, CR and LF): squash the rest. */
export const toHeaderValue = (s: string) => s.slice(0, 8_000).replace(/[^\u0020-\u007e\u0080-\u00ff]/g, '?');

export const BAD_BODIES = [
  '', ' ', '{', '}', '[', '{"', 'null', 'true', '0', '"text"', '[]', '{}', 'undefined', "{'a':1}", '{"a":1,}', '{"a":1}{"b":2}',
  '\u0000', '\uFEFF{}', 'NaN', '1e999', '[1,2', '{"a":"\\ud800"}', '{"a":"\\u0000"}', '{"a":"\\x00"}', '{"a":01}', '{"a":1e999}',
];

export const CONTENT_TYPES = [
  'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=fuzz', 'application/xml', '',
  'application/json; charset=utf-16', 'APPLICATION/JSON', 'application/vnd.api+json', 'application/json, text/plain', '*/*',
];

/** Where a value sits in an example: the part, then keys down to it. */
export type Leaf = { part: 'json' | 'query' | 'param' | 'header' | 'form'; path: (string | number)[]; value: unknown };

export function leavesOf(example: Example): Leaf[] {
  const out: Leaf[] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    if (path.length > 0) out.push({ part: 'json', path, value });
    if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i]));
    else if (value && typeof value === 'object') for (const [k, item] of Object.entries(value)) walk(item, [...path, k]);
  };
  if (example.json !== undefined) walk(example.json, []);
  for (const part of ['query', 'param', 'header', 'form'] as const) {
    for (const [k, value] of Object.entries(example[part] ?? {})) out.push({ part, path: [k], value });
  }
  return out;
}

const clone = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(clone) : value && typeof value === 'object' && !(value instanceof Raw) ? Object.fromEntries(Object.entries(value).map(([k, x]) => [k, clone(x)])) : value;

/** A copy of the example with the value at `leaf` replaced (or removed when `value` is `undefined`). */
export function withLeaf(example: Example, leaf: Leaf, value: unknown): Example {
  const copy = clone(example) as Example;
  if (leaf.part !== 'json') {
    const part = { ...copy[leaf.part] } as Record<string, unknown>;
    if (value === undefined) delete part[String(leaf.path[0])];
    else part[String(leaf.path[0])] = value;
    return { ...copy, [leaf.part]: part };
  }
  let node = copy.json as Record<string | number, unknown>;
  for (const key of leaf.path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = leaf.path[leaf.path.length - 1]!;
  if (value === undefined && !Array.isArray(node)) delete node[last];
  else node[last] = value;
  return copy;
}

/** Flat key=value pairs of a JSON object, as a form would send them. */
export const formEncoded = (json: unknown) =>
  new URLSearchParams(
    Object.entries(json && typeof json === 'object' ? json : { value: json }).map(([k, x]) => [k, typeof x === 'object' ? JSON.stringify(x) : String(x)]),
  ).toString();
