import * as v from 'valibot';
import { ourReference } from '@/lib/our-reference';

/*
 * The route definitions, and so their search schemas, are in the app's first load: importing
 * contract/hire.ts here would put its schemas (and contract/booking.ts behind them) on the home
 * page. So the two facts the searches need are written here, and hire-search.test.ts proves they
 * equal the contract's.
 */
/** contract/hire.ts HIRE_QUANTITY_MAX. */
export const QUANTITY_MAX = 3;
/** contract/payment.ts referenceSchema. */
export const REFERENCE = /^[A-Z0-9-]{6,40}$/i;

const optional = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);
/** The router reads '12' back as a number: an address may arrive as one. */
const addressParam = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.minLength(1), v.maxLength(200));
const ymdParam = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));
const flagParam = v.pipe(v.union([v.boolean(), v.number(), v.string()]), v.transform((x) => x === true || x === 1 || x === '1' || x === 'true'));
const kmParam = v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.finite(), v.minValue(0), v.maxValue(10_000));
/** Chosen quantities as '12x2-15x1': vehicle model id 'x' quantity (0 to 3), joined by '-' (nothing in it needs escaping). */
export const QUANTITIES = /^\d{1,4}x[0-3](-\d{1,4}x[0-3]){0,19}$/;

/**
 * /select-bus-hire?from=&to=&date=[&returnDate=&night=true]&km=&q=: the hire search (the addresses
 * as the maps service formatted them, the dates, the night on a round trip), the distance the panel
 * measured and the chosen quantities, so a reload or a shared link shows the same choice
 * (ARCHITECTURE.md: criteria live in the URL). Anything malformed is dropped, and missing criteria
 * send the traveller back to the panel.
 */
export const selectBusHireSearchSchema = v.object({
  from: optional(addressParam),
  to: optional(addressParam),
  date: optional(ymdParam),
  returnDate: optional(ymdParam),
  night: optional(flagParam),
  km: optional(kmParam),
  q: optional(v.pipe(v.string(), v.regex(QUANTITIES))),
});
export type SelectBusHireSearch = v.InferOutput<typeof selectBusHireSearchSchema>;

/** Only what is there: a dropped part leaves no key behind. */
const present = <T extends object>(search: T): T => Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as T;

export const parseSelectBusHireSearch = (raw: Record<string, unknown>): SelectBusHireSearch => present(v.parse(selectBusHireSearchSchema, raw));

/** A complete hire search: a round trip has a returnDate; the night is kept only on a round trip. */
export type HireCriteria = { from: string; to: string; date: string; returnDate?: string; night: boolean };

export function completeCriteria(s: Pick<SelectBusHireSearch, 'from' | 'to' | 'date' | 'returnDate' | 'night'>): HireCriteria | undefined {
  if (!s.from || !s.to || !s.date) return undefined;
  if (s.returnDate && s.returnDate < s.date) return undefined;
  return s.returnDate ? { from: s.from, to: s.to, date: s.date, returnDate: s.returnDate, night: s.night === true } : { from: s.from, to: s.to, date: s.date, night: false };
}

/** ?reference=REF of /bankTransferPayment and /call-back-hire; anything else reads as none. */
export const hireReferenceSearchSchema = v.object({ reference: optional(v.pipe(v.unknown(), v.transform(ourReference), v.string(), v.trim(), v.regex(REFERENCE))) });
export type HireReferenceSearch = v.InferOutput<typeof hireReferenceSearchSchema>;
export const parseHireReferenceSearch = (raw: Record<string, unknown>): HireReferenceSearch => present(v.parse(hireReferenceSearchSchema, raw));
