import type { BusTrip, TripSearchResult } from '@contract/booking';

/** What one leg of /select-bus shows (spec 1 §2 Trip selection). */
export type LegView<T = BusTrip> =
  | { kind: 'direct'; trips: T[] }
  /** No direct bus but nearby terminals have one: the modal offering 'View suggestions'. */
  | { kind: 'suggest'; trips: T[] }
  | { kind: 'alternatives'; trips: T[] }
  /** 'No bus found' with Book Again. */
  | { kind: 'none' };

export function legView<T>(direct: T[], alternatives: T[], suggestionsShown: boolean): LegView<T> {
  if (direct.length > 0) return { kind: 'direct', trips: direct };
  if (alternatives.length === 0) return { kind: 'none' };
  return suggestionsShown ? { kind: 'alternatives', trips: alternatives } : { kind: 'suggest', trips: alternatives };
}

export const outboundView = (r: TripSearchResult, suggestionsShown: boolean) =>
  legView(r.departures, r.alternativeDepartures, suggestionsShown);

export const returnView = (r: TripSearchResult, suggestionsShown: boolean) =>
  legView(r.arrivals, r.alternativeArrivals, suggestionsShown);

/** The round trip moves to its return leg once outbound seats are chosen. */
export const currentLeg = (isRoundTrip: boolean, hasOutbound: boolean): 'outbound' | 'return' =>
  isRoundTrip && hasOutbound ? 'return' : 'outbound';

/** Where seat selection leads (spec 1 §2): /signin without a session, else /passenger-details. */
export const afterSeatsPath = (signedIn: boolean) => (signedIn ? '/passenger-details' : '/signin');
