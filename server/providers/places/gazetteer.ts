import type { PlaceDetails, PlaceSuggestion } from '../../../contract/maps';

/**
 * The committed gazetteer (gazetteer.json, written by scripts/gazetteer/build-gazetteer.ts): one
 * row per place, its state by index into `states`, coordinates to 4 decimals (about 11 m). A
 * place's formatted_address is its name, a comma, and the rest of its address (`secondary`).
 */
export type GazetteerRow = [id: string, name: string, secondary: string, state: number, lat: number, lng: number];
export type GazetteerFile = { about: string; attribution: string; states: string[]; places: GazetteerRow[] };

export type PlaceKind = PlaceSuggestion['kind'];
export const PLACE_KINDS: readonly PlaceKind[] = ['terminal', 'pickup', 'city', 'lga', 'state'];

/** Every id is `ng:<kind>:<key>`: the kind is read back from it. */
export const placeId = (kind: PlaceKind, key: string | number) => `ng:${kind}:${key}`;

export type Place = PlaceDetails & { kind: PlaceKind; secondary: string };

export function kindOf(id: string): PlaceKind {
  const kind = id.split(':')[1] as PlaceKind;
  if (!PLACE_KINDS.includes(kind)) throw new Error(`${id}: not a gazetteer id`);
  return kind;
}

/** The rows as places, in the file's order. */
export function placesOf(file: GazetteerFile): Place[] {
  return file.places.map(([id, name, secondary, state, lat, lng]) => ({
    place_id: id,
    kind: kindOf(id),
    name,
    secondary,
    formatted_address: `${name}, ${secondary}`,
    state: file.states[state]!,
    geometry: { location: { lat, lng } },
  }));
}
