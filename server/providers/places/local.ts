import type { PlaceDetails } from '../../../contract/maps';
import gazetteer from './gazetteer.json' with { type: 'json' };
import { placesOf, type GazetteerFile, type Place } from './gazetteer';
import { roadKm } from './road-distance';
import { placeSearch } from './search';
import type { Places } from './types';

export const GAZETTEER_NAME = 'gazetteer';

/** A formatted address compared as people retype it: case, spacing and spaces around commas aside. */
export const addressKey = (s: string) => s.normalize('NFC').trim().toLowerCase().replace(/\s*,\s*/g, ', ').replace(/\s+/g, ' ');

const detailsOf = ({ place_id, name, formatted_address, state, geometry }: Place): PlaceDetails => ({
  place_id, name, formatted_address, state, geometry: { location: { ...geometry.location } },
});

/**
 * Our own places, no outside service: the committed gazetteer searched in memory, road distances
 * from the trunk-road graph. Built once per call; the server keeps one (gazetteerPlaces).
 */
export function localPlaces(file: GazetteerFile = gazetteer as GazetteerFile): Places {
  const places = placesOf(file);
  const byId = new Map(places.map((p) => [p.place_id, p]));
  const byAddress = new Map(places.map((p) => [addressKey(p.formatted_address), p]));
  const search = placeSearch(places);
  const find = (idOrAddress: string) => byId.get(idOrAddress.trim()) ?? byAddress.get(addressKey(idOrAddress));
  return {
    name: GAZETTEER_NAME,
    autocomplete: async (input) => search(input),
    details: async (placeId) => {
      const place = byId.get(placeId.trim());
      return place && detailsOf(place);
    },
    resolve: async (addressOrPlaceId) => {
      const place = find(addressOrPlaceId);
      return place && detailsOf(place);
    },
    roadDistanceKm: async (from, to) => (from.place_id === to.place_id ? 0 : roadKm(from.geometry.location, to.geometry.location)),
  };
}

let shared: Places | undefined;
/** The one in-memory gazetteer of this process, built on first use (~1,800 places). */
export const gazetteerPlaces = (): Places => (shared ??= localPlaces());
