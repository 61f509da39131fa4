import * as v from 'valibot';
import { PLACE_SEARCH_MIN_CHARS, PLACE_SUGGESTIONS_MAX, placeIdSchema, type PlaceDetails, type PlaceSuggestion } from '../../../contract/maps';
import type { Places } from './types';

/**
 * Places and distances from Google (Places Autocomplete, Place Details, Geocoding, Distance
 * Matrix; the legacy REST APIs), when GOOGLE_MAPS_API_KEY is set. The key stays on the server:
 * it goes only into the URLs below, never into an answer, an error or a log line.
 */
export const GOOGLE_API = 'https://maps.googleapis.com/maps/api';
/** A traveller is waiting on each of these; past this the route answers with a failure instead. */
const TIMEOUT_MS = 5000;
/**
 * Autocomplete and the Place Details call that ends it are billed as one session when they share
 * the token: details() has no token of its own, so the token each suggestion came with is kept
 * this long, for at most this many suggestions (oldest dropped first).
 */
const SESSION = { ttlMs: 3 * 60_000, maxEntries: 5000 };

const statusOnly = v.object({ status: v.string() });
const autocompleteAnswer = v.object({
  status: v.string(),
  predictions: v.optional(v.array(v.object({
    place_id: v.string(),
    description: v.string(),
    types: v.optional(v.array(v.string()), []),
    structured_formatting: v.optional(v.object({ main_text: v.optional(v.string()), secondary_text: v.optional(v.string()) })),
  })), []),
});
const placeResult = v.object({
  place_id: v.string(),
  name: v.optional(v.string()),
  formatted_address: v.string(),
  geometry: v.object({ location: v.object({ lat: v.number(), lng: v.number() }) }),
  address_components: v.optional(v.array(v.object({ long_name: v.string(), short_name: v.string(), types: v.array(v.string()) })), []),
});
const detailsAnswer = v.object({ status: v.string(), result: v.optional(placeResult) });
const geocodeAnswer = v.object({ status: v.string(), results: v.optional(v.array(placeResult), []) });
const matrixAnswer = v.object({
  status: v.string(),
  rows: v.optional(v.array(v.object({ elements: v.array(v.object({ status: v.string(), distance: v.optional(v.object({ value: v.number() })) })) })), []),
});

/** What kind of place a suggestion is, from Google's types. */
function kindOf(types: readonly string[]): PlaceSuggestion['kind'] {
  if (types.includes('bus_station') || types.includes('transit_station')) return 'terminal';
  if (types.includes('administrative_area_level_1')) return 'state';
  if (types.includes('administrative_area_level_2')) return 'lga';
  if (types.some((t) => ['locality', 'sublocality', 'neighborhood', 'postal_town', 'colloquial_area'].includes(t))) return 'city';
  return 'pickup';
}

/** A Google result as our details, or undefined when it is not in Nigeria. */
function detailsOf(result: v.InferOutput<typeof placeResult>): PlaceDetails | undefined {
  const part = (type: string) => result.address_components.find((c) => c.types.includes(type));
  if (part('country')?.short_name !== 'NG') return undefined;
  return {
    place_id: result.place_id,
    name: result.name ?? result.formatted_address.split(',')[0]!.trim(),
    formatted_address: result.formatted_address,
    state: part('administrative_area_level_1')?.long_name ?? '',
    geometry: { location: { lat: result.geometry.location.lat, lng: result.geometry.location.lng } },
  };
}

export function googlePlaces(key: string, fetchImpl: typeof fetch = fetch, now: () => number = Date.now): Places {
  const sessions = new Map<string, { token: string; at: number }>();

  async function call<S extends v.GenericSchema>(api: string, params: Record<string, string | undefined>, schema: S): Promise<v.InferOutput<S>> {
    const url = new URL(`${GOOGLE_API}/${api}/json`);
    for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, value);
    url.searchParams.set('key', key);
    let res: Response;
    try {
      res = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      // No `cause`: a fetch error may carry the request URL, and with it the key, into a log.
      // oxlint-disable-next-line preserve-caught-error
      throw new Error(`Google ${api} did not answer (${error instanceof Error ? error.name : 'error'})`);
    }
    if (!res.ok) throw new Error(`Google ${api} answered HTTP ${res.status}`);
    const body: unknown = await res.json().catch(() => undefined);
    const parsed = v.safeParse(schema, body);
    if (!parsed.success) throw new Error(`Google ${api} answered ${v.is(statusOnly, body) ? body.status : 'something unexpected'}`);
    return parsed.output;
  }
  /** OK or no result is an answer; anything else (REQUEST_DENIED, OVER_QUERY_LIMIT …) is a failure. */
  const answered = (api: string, status: string, alsoFine: readonly string[] = []) => {
    if (status !== 'OK' && status !== 'ZERO_RESULTS' && !alsoFine.includes(status)) throw new Error(`Google ${api} answered ${status}`);
  };

  const remember = (placeIds: string[], token: string) => {
    for (const id of placeIds) {
      sessions.delete(id);
      sessions.set(id, { token, at: now() });
    }
    for (const id of sessions.keys()) {
      if (sessions.size <= SESSION.maxEntries) break;
      sessions.delete(id);
    }
  };
  const sessionOf = (placeId: string) => {
    const session = sessions.get(placeId);
    sessions.delete(placeId);
    return session && now() - session.at <= SESSION.ttlMs ? session.token : undefined;
  };

  const details = async (placeId: string): Promise<PlaceDetails | undefined> => {
    const id = placeId.trim();
    const answer = await call('place/details', {
      place_id: id, fields: 'place_id,name,formatted_address,geometry/location,address_components', sessiontoken: sessionOf(id), language: 'en',
    }, detailsAnswer);
    answered('place/details', answer.status, ['NOT_FOUND', 'INVALID_REQUEST']);
    return answer.status === 'OK' && answer.result ? detailsOf(answer.result) : undefined;
  };

  return {
    name: 'google',
    async autocomplete(input, sessionToken) {
      const text = input.trim();
      if (text.length < PLACE_SEARCH_MIN_CHARS) return [];
      const answer = await call('place/autocomplete', { input: text, components: 'country:ng', sessiontoken: sessionToken, language: 'en' }, autocompleteAnswer);
      answered('place/autocomplete', answer.status);
      const suggestions = answer.predictions.slice(0, PLACE_SUGGESTIONS_MAX).map((p) => ({
        place_id: p.place_id,
        description: p.description,
        main_text: p.structured_formatting?.main_text ?? p.description.split(',')[0]!.trim(),
        secondary_text: p.structured_formatting?.secondary_text ?? '',
        kind: kindOf(p.types),
      }));
      remember(suggestions.map((s) => s.place_id), sessionToken);
      return suggestions;
    },
    details,
    async resolve(addressOrPlaceId) {
      const text = addressOrPlaceId.trim();
      // A place id has no spaces or commas; an address has both.
      if (v.is(placeIdSchema, text) && !text.includes(' ')) {
        const place = await details(text);
        if (place) return place;
      }
      const answer = await call('geocode', { address: text, components: 'country:NG', language: 'en' }, geocodeAnswer);
      answered('geocode', answer.status);
      const first = answer.results[0];
      return first && detailsOf(first);
    },
    async roadDistanceKm(from, to) {
      if (from.place_id === to.place_id) return 0;
      const answer = await call('distancematrix', { origins: `place_id:${from.place_id}`, destinations: `place_id:${to.place_id}`, units: 'metric', mode: 'driving' }, matrixAnswer);
      answered('distancematrix', answer.status);
      const element = answer.rows[0]?.elements[0];
      if (element?.status !== 'OK' || !element.distance) throw new Error(`Google distancematrix found no road (${element?.status ?? 'no element'})`);
      return Math.round(element.distance.value / 10) / 100;
    },
  };
}
