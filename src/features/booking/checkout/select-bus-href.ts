import * as v from 'valibot';
import { completeSearch, selectBusSearchSchema, type CompleteSearch } from '../draft/search-params';

const KEY_PATTERN = /^(\d+)-(\d+)-(\d{4}-\d{2}-\d{2})-(\d{4}-\d{2}-\d{2})?-(\d+)$/;

/** The /select-bus search a draft was made for, when its key can be read. */
export function draftSearch(searchKey: string): CompleteSearch | undefined {
  const match = KEY_PATTERN.exec(searchKey);
  const raw = match
    ? { from: match[1], to: match[2], date: match[3], returnDate: match[4], adults: match[5] }
    : Object.fromEntries(new URLSearchParams(searchKey.replace(/^\?/, '')));
  const parsed = v.safeParse(selectBusSearchSchema, raw);
  return parsed.success ? completeSearch(parsed.output) : undefined;
}

/**
 * Where Back and a failed booking lead: /select-bus with the search the draft was made for, so
 * the list shows again. The draft keeps it as a search key ('1-13-2026-11-24--2') or as the URL
 * search string ('?from=1&to=13…'); anything unreadable falls back to the bare route.
 */
export function selectBusHref(searchKey: string): string {
  const search = draftSearch(searchKey);
  if (!search) return '/select-bus';
  const { from, to, date, returnDate, adults } = search;
  const params = new URLSearchParams({ from: String(from), to: String(to), date, adults: String(adults) });
  if (returnDate) params.set('returnDate', returnDate);
  return `/select-bus?${params.toString()}`;
}
