import { describe, expect, it } from 'vitest';
import { createPlaces } from './index';
import { GOOGLE_API, googlePlaces } from './google';

const KEY = 'test-key-never-shown';
const TOKEN = 'abcdefghij12345';

type Answer = { status?: number; body: unknown } | Error;
/** A fetch that answers by API name and records every URL asked. */
function fakeFetch(answers: Record<string, Answer | ((url: URL) => Answer)>) {
  const asked: URL[] = [];
  const fetchImpl = (async (input: URL | RequestInfo) => {
    const url = new URL(String(input));
    asked.push(url);
    const api = url.pathname.replace('/maps/api/', '').replace(/\/json$/, '');
    const entry = answers[api];
    const answer = typeof entry === 'function' ? entry(url) : entry;
    if (!answer) throw new Error(`unexpected ${api}`);
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fetchImpl, asked };
}

const ikejaResult = {
  place_id: 'ChIJikeja', name: 'Ikeja', formatted_address: 'Ikeja, Lagos, Nigeria',
  geometry: { location: { lat: 6.6018, lng: 3.3515 } },
  address_components: [
    { long_name: 'Ikeja', short_name: 'Ikeja', types: ['locality', 'political'] },
    { long_name: 'Lagos', short_name: 'LA', types: ['administrative_area_level_1', 'political'] },
    { long_name: 'Nigeria', short_name: 'NG', types: ['country', 'political'] },
  ],
};
const ikejaDetails = { place_id: 'ChIJikeja', name: 'Ikeja', formatted_address: 'Ikeja, Lagos, Nigeria', state: 'Lagos', geometry: { location: { lat: 6.6018, lng: 3.3515 } } };

describe('the Google places adapter', () => {
  it('searches Nigeria only with the session token, and answers in our shape with a kind', async () => {
    const { fetchImpl, asked } = fakeFetch({
      'place/autocomplete': { body: { status: 'OK', predictions: [
        { place_id: 'ChIJikeja', description: 'Ikeja, Lagos, Nigeria', types: ['locality', 'political'], structured_formatting: { main_text: 'Ikeja', secondary_text: 'Lagos, Nigeria' } },
        { place_id: 'ChIJpark', description: 'Jibowu Park, Yaba, Lagos, Nigeria', types: ['bus_station', 'transit_station'] },
        { place_id: 'ChIJlagos', description: 'Lagos, Nigeria', types: ['administrative_area_level_1'] },
      ] } },
    });
    const places = googlePlaces(KEY, fetchImpl);
    expect(await places.autocomplete('  ike  ', TOKEN)).toEqual([
      { place_id: 'ChIJikeja', description: 'Ikeja, Lagos, Nigeria', main_text: 'Ikeja', secondary_text: 'Lagos, Nigeria', kind: 'city' },
      { place_id: 'ChIJpark', description: 'Jibowu Park, Yaba, Lagos, Nigeria', main_text: 'Jibowu Park', secondary_text: '', kind: 'terminal' },
      { place_id: 'ChIJlagos', description: 'Lagos, Nigeria', main_text: 'Lagos', secondary_text: '', kind: 'state' },
    ]);
    const url = asked[0]!;
    expect(url.origin + url.pathname).toBe(`${GOOGLE_API}/place/autocomplete/json`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ input: 'ike', components: 'country:ng', sessiontoken: TOKEN, key: KEY });
  });

  it('asks Google nothing under 3 characters, and answers none on ZERO_RESULTS', async () => {
    const { fetchImpl, asked } = fakeFetch({ 'place/autocomplete': { body: { status: 'ZERO_RESULTS', predictions: [] } } });
    const places = googlePlaces(KEY, fetchImpl);
    expect(await places.autocomplete('ik', TOKEN)).toEqual([]);
    expect(asked).toHaveLength(0);
    expect(await places.autocomplete('qqqq', TOKEN)).toEqual([]);
  });

  it('closes the search session: details of a suggestion carry the token it came with, once', async () => {
    const { fetchImpl, asked } = fakeFetch({
      'place/autocomplete': { body: { status: 'OK', predictions: [{ place_id: 'ChIJikeja', description: 'Ikeja, Lagos, Nigeria', types: ['locality'] }] } },
      'place/details': { body: { status: 'OK', result: ikejaResult } },
    });
    const places = googlePlaces(KEY, fetchImpl);
    await places.autocomplete('ikeja', TOKEN);
    expect(await places.details('ChIJikeja')).toEqual(ikejaDetails);
    expect(asked[1]!.searchParams.get('sessiontoken')).toBe(TOKEN);
    expect(asked[1]!.searchParams.get('place_id')).toBe('ChIJikeja');
    await places.details('ChIJikeja');
    expect(asked[2]!.searchParams.has('sessiontoken')).toBe(false);
  });

  it('answers undefined for an unknown place or one outside Nigeria', async () => {
    const accra = { ...ikejaResult, place_id: 'ChIJaccra', address_components: [{ long_name: 'Ghana', short_name: 'GH', types: ['country'] }] };
    const { fetchImpl } = fakeFetch({
      'place/details': (url) => (url.searchParams.get('place_id') === 'ChIJaccra' ? { body: { status: 'OK', result: accra } } : { body: { status: 'NOT_FOUND' } }),
    });
    const places = googlePlaces(KEY, fetchImpl);
    expect(await places.details('ChIJnone')).toBeUndefined();
    expect(await places.details('ChIJaccra')).toBeUndefined();
  });

  it('resolves a place id by its details and an address by geocoding in Nigeria', async () => {
    const { fetchImpl, asked } = fakeFetch({
      'place/details': { body: { status: 'OK', result: ikejaResult } },
      geocode: { body: { status: 'OK', results: [ikejaResult] } },
    });
    const places = googlePlaces(KEY, fetchImpl);
    expect(await places.resolve('ChIJikeja')).toEqual(ikejaDetails);
    expect(await places.resolve('Ikeja, Lagos, Nigeria')).toEqual(ikejaDetails);
    expect(Object.fromEntries(asked[1]!.searchParams)).toMatchObject({ address: 'Ikeja, Lagos, Nigeria', components: 'country:NG' });
  });

  it('measures by Distance Matrix between place ids, km to 2 decimals; the same place is 0 without asking', async () => {
    const { fetchImpl, asked } = fakeFetch({
      distancematrix: { body: { status: 'OK', rows: [{ elements: [{ status: 'OK', distance: { value: 759_876 } }] }] } },
    });
    const places = googlePlaces(KEY, fetchImpl);
    const abuja = { ...ikejaDetails, place_id: 'ChIJabuja' };
    expect(await places.roadDistanceKm(ikejaDetails, ikejaDetails)).toBe(0);
    expect(asked).toHaveLength(0);
    expect(await places.roadDistanceKm(ikejaDetails, abuja)).toBe(759.88);
    expect(Object.fromEntries(asked[0]!.searchParams)).toMatchObject({ origins: 'place_id:ChIJikeja', destinations: 'place_id:ChIJabuja', units: 'metric' });
  });

  it('throws when there is no road or Google refuses, never with the key in the message', async () => {
    const abuja = { ...ikejaDetails, place_id: 'ChIJabuja' };
    const cases: Answer[] = [
      { body: { status: 'OK', rows: [{ elements: [{ status: 'ZERO_RESULTS' }] }] } },
      { body: { status: 'REQUEST_DENIED', error_message: `The provided API key ${KEY} is invalid.` } },
      { status: 500, body: {} },
      { body: 'not json at all' },
      new TypeError(`fetch failed for ${KEY}`),
    ];
    for (const answer of cases) {
      const places = googlePlaces(KEY, fakeFetch({ distancematrix: answer }).fetchImpl);
      const error = await places.roadDistanceKm(ikejaDetails, abuja).then(() => undefined, (e: unknown) => e as Error);
      expect(error).toBeInstanceOf(Error);
      expect(error!.message).not.toContain(KEY);
    }
  });
});

describe('createPlaces', () => {
  it('picks Google when a key is set, else our gazetteer', () => {
    expect(createPlaces({ googleMapsKey: KEY }).name).toBe('google');
    expect(createPlaces({}).name).toBe('gazetteer');
    expect(createPlaces({ googleMapsKey: '' }).name).toBe('gazetteer');
  });
});
