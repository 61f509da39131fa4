import type { TripSearch } from '@contract/trip-search';
import { emptyDraft, sameSearch, type BookingDraft, type DraftLeg } from '../draft/booking-draft';

/** The draft as it applies to this search: one made for another search starts over. */
export const draftForSearch = (stored: BookingDraft, search: TripSearch): BookingDraft =>
  sameSearch(stored.search, search) ? stored : emptyDraft(search);

/**
 * Records the bus and seats of one leg. A one-way search keeps no return leg; a new outbound
 * choice on a round trip keeps the return leg already chosen.
 */
export function withLeg(stored: BookingDraft, search: TripSearch, leg: 'outbound' | 'return', chosen: DraftLeg, isRoundTrip: boolean): BookingDraft {
  const base = draftForSearch(stored, search);
  if (leg === 'return') return { ...base, return: chosen };
  return { ...base, outbound: chosen, return: isRoundTrip ? base.return : null };
}
