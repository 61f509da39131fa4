import type { PlaceDetails, PlaceSuggestion } from '../../../contract/maps';

/**
 * The places and distances adapter behind the maps service and hire pricing. The default is our own
 * gazetteer and road network (no outside service); a real provider slots in when its key is set.
 */
export type Places = {
  name: string;
  /** Nigeria only; fewer than PLACE_SEARCH_MIN_CHARS characters (trimmed) answers []. At most PLACE_SUGGESTIONS_MAX. */
  autocomplete(input: string, sessionToken: string): Promise<PlaceSuggestion[]>;
  /** undefined: no such place. */
  details(placeId: string): Promise<PlaceDetails | undefined>;
  /**
   * A formatted address as details() gave it (case and spacing aside), or a place id, back to its
   * place; undefined when it names none. The hire request carries addresses, and the server prices
   * from the place they resolve to, never from a distance the client sends.
   */
  resolve(addressOrPlaceId: string): Promise<PlaceDetails | undefined>;
  /** Road distance in km, rounded to 2 decimals. Throws when no road joins them (the caller answers MAPS_MESSAGES.distanceFailed). */
  roadDistanceKm(from: PlaceDetails, to: PlaceDetails): Promise<number>;
};
