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

export type CompleteSearch = { from: number; to: number; date: string; adults: number; returnDate?: string };

/** The criteria when all are present, else undefined (then /select-bus goes home). */
export function completeSearch(s: SelectBusSearch): CompleteSearch | undefined {
  if (!s.from || !s.to || !s.date || !s.adults) return undefined;
  return { from: s.from, to: s.to, date: s.date, adults: s.adults, ...(s.returnDate ? { returnDate: s.returnDate } : {}) };
}

/** A stable key for a search, so a draft made for another search is not reused. */
export const searchKey = (s: CompleteSearch) => `${s.from}-${s.to}-${s.date}-${s.returnDate ?? ''}-${s.adults}`;
