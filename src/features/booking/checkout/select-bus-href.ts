import type { CompleteSearch } from '../draft/search-params';

/**
 * Where Back and a failed booking lead: /select-bus with the search the draft was made for, so
 * the list shows again; without one, the bare route.
 */
export function selectBusHref(search: CompleteSearch | null): string {
  if (!search) return '/select-bus';
  const { from, to, date, returnDate, adults } = search;
  const params = new URLSearchParams({ from: String(from), to: String(to), date, adults: String(adults) });
  if (returnDate) params.set('returnDate', returnDate);
  return `/select-bus?${params.toString()}`;
}
