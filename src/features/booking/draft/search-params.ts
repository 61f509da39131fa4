import * as v from 'valibot';
import { ADULTS_MIN } from '@contract/limits';

const id = v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1));
const ymd = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/));

/**
 * /select-bus?from=1&to=13&date=2026-11-24&adults=2[&returnDate=2026-11-28]: the search lives in
 * the URL so a reload or a shared link shows the same list (spec 1 §2 'Trip selection').
 */
export const selectBusSearchSchema = v.object({
  from: v.optional(id),
  to: v.optional(id),
  date: v.optional(ymd),
  returnDate: v.optional(ymd),
  // No upper bound here: /select-bus says why a link with too many adults cannot be searched.
  adults: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(ADULTS_MIN))),
});
export type SelectBusSearch = v.InferOutput<typeof selectBusSearchSchema>;

const storedId = v.pipe(v.number(), v.integer(), v.minValue(1));

/** A complete search, as the booking draft keeps it (and checks it when read back). */
export const completeSearchSchema = v.object({
  from: storedId,
  to: storedId,
  date: ymd,
  returnDate: v.optional(ymd),
  adults: v.pipe(v.number(), v.integer(), v.minValue(ADULTS_MIN)),
});
export type CompleteSearch = v.InferOutput<typeof completeSearchSchema>;

/** The criteria when all are present, else undefined (then /select-bus goes home). */
export function completeSearch(s: SelectBusSearch): CompleteSearch | undefined {
  if (!s.from || !s.to || !s.date || !s.adults) return undefined;
  return { from: s.from, to: s.to, date: s.date, adults: s.adults, ...(s.returnDate ? { returnDate: s.returnDate } : {}) };
}

/** The same criteria: a draft made for another search is not reused. */
export const sameSearch = (a: CompleteSearch | null, b: CompleteSearch) =>
  a !== null && a.from === b.from && a.to === b.to && a.date === b.date && a.returnDate === b.returnDate && a.adults === b.adults;
