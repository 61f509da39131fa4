import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { sitePath } from '../../../contract/call';
import * as mapsCalls from '../../../contract/calls/maps';
import { MAPS_MESSAGES } from '../../../contract/maps';
import { answerError } from '../../http/errors';
import { gazetteerPlaces } from '../../providers/places/local';
import type { Places } from '../../providers/places/types';
import { mapsApp } from './app';
import { MAPS_UNAVAILABLE } from './hire-distance';

const TOKEN = 'abcdefghij12345';
/** As server/app.ts mounts it: under /api/maps, errors answered by the app's one handler. */
const appWith = (places: () => Places | undefined) => new Hono().route('/api/maps', mapsApp(places)).onError(answerError);
const app = appWith(gazetteerPlaces);
const get = async (path: string, query: Record<string, string>, on = app) => {
  const res = await on.request(`${path}?${new URLSearchParams(query)}`);
  return { status: res.status, cache: res.headers.get('cache-control'), body: (await res.json()) as { code: string; shortDescription: string; data: unknown } };
};

const autocomplete = sitePath(mapsCalls.autocomplete);
const details = sitePath(mapsCalls.placeDetails);
const distance = sitePath(mapsCalls.distanceByPlace);

describe('GET /api/maps/api/Google/autocomplete', () => {
  it('answers suggestions in the envelope, cacheable for a day', async () => {
    const { status, cache, body } = await get(autocomplete, { input: 'abuja', sessionToken: TOKEN });
    expect(status).toBe(200);
    expect(cache).toBe('public, max-age=86400');
    expect(body.code).toBe('1');
    expect((body.data as Array<{ main_text: string }>)[0]).toMatchObject({ place_id: 'ng:city:fct-abuja', main_text: 'Abuja', kind: 'city' });
  });

  it('answers none under 3 characters', async () => {
    expect((await get(autocomplete, { input: 'ab', sessionToken: TOKEN })).body.data).toEqual([]);
  });

  it('refuses a bad session token or a missing input with 400', async () => {
    const bad = await get(autocomplete, { input: 'abuja', sessionToken: 'short' });
    expect(bad.status).toBe(400);
    expect(bad.body.shortDescription).toBe(MAPS_MESSAGES.sessionToken);
    expect((await get(autocomplete, { sessionToken: TOKEN })).status).toBe(400);
    expect((await get(autocomplete, { input: 'x'.repeat(201), sessionToken: TOKEN })).status).toBe(400);
  });
});

describe('GET /api/maps/api/Google/placedetails', () => {
  it('answers the place with its formatted address', async () => {
    const { status, cache, body } = await get(details, { placeId: 'ng:terminal:13', sessionToken: TOKEN });
    expect(status).toBe(200);
    expect(cache).toBe('public, max-age=86400');
    expect(body.data).toMatchObject({ place_id: 'ng:terminal:13', name: 'Abuja (Utako)', state: 'Federal Capital Territory', geometry: { location: { lat: 9.0707, lng: 7.438 } } });
    expect((await get(details, { placeId: 'ng:city:lagos-ikeja' })).body.data).toMatchObject({ formatted_address: 'Ikeja, Lagos, Nigeria' });
  });

  it('answers 404 for an unknown place, 400 for a malformed id', async () => {
    const unknown = await get(details, { placeId: 'ng:city:atlantis' });
    expect(unknown.status).toBe(404);
    expect(unknown.cache).toBeNull();
    expect(unknown.body).toMatchObject({ code: '404', shortDescription: MAPS_MESSAGES.placeNotFound, data: null });
    expect((await get(details, { placeId: 'not a place id!' })).status).toBe(400);
  });
});

describe('GET /api/maps/api/Google/getdistancewithplaceid', () => {
  it('answers the road km between two places', async () => {
    const { status, body } = await get(distance, { origin: 'ng:city:lagos-lagos', destination: 'ng:city:fct-abuja' });
    expect(status).toBe(200);
    expect(body.data).toBe(743.2);
    expect((await get(distance, { origin: 'ng:terminal:1', destination: 'ng:terminal:1' })).body.data).toBe(0);
  });

  it('answers 404 when either place is unknown', async () => {
    const { status, body } = await get(distance, { origin: 'ng:city:lagos-lagos', destination: 'ng:city:atlantis' });
    expect(status).toBe(404);
    expect(body.shortDescription).toBe(MAPS_MESSAGES.placeNotFound);
  });

  it('answers 502 with distanceFailed when the provider cannot measure', async () => {
    const broken: Places = { ...gazetteerPlaces(), roadDistanceKm: () => Promise.reject(new Error('no road')) };
    const { status, body } = await get(distance, { origin: 'ng:city:lagos-lagos', destination: 'ng:city:fct-abuja' }, appWith(() => broken));
    expect(status).toBe(502);
    expect(body.shortDescription).toBe(MAPS_MESSAGES.distanceFailed);
  });
});

describe('a failing provider', () => {
  it('answers 502, never the server’s 500', async () => {
    const down: Places = { ...gazetteerPlaces(), autocomplete: () => Promise.reject(new Error('OVER_QUERY_LIMIT')), details: () => Promise.reject(new Error('timeout')) };
    const failing = appWith(() => down);
    expect((await get(autocomplete, { input: 'abuja', sessionToken: TOKEN }, failing)).status).toBe(502);
    expect((await get(details, { placeId: 'ng:terminal:1' }, failing)).body).toMatchObject({ code: '502', shortDescription: MAPS_UNAVAILABLE });
  });
});

describe('without a places provider', () => {
  it('answers 503 on every call', async () => {
    const none = appWith(() => undefined);
    for (const [path, query] of [[autocomplete, { input: 'abuja', sessionToken: TOKEN }], [details, { placeId: 'ng:terminal:1' }], [distance, { origin: 'ng:terminal:1', destination: 'ng:terminal:2' }]] as const) {
      const { status, body } = await get(path, query, none);
      expect(status, path).toBe(503);
      expect(body.shortDescription).toBe(MAPS_UNAVAILABLE);
    }
  });

  it('does not cache a real provider’s answers', async () => {
    const google: Places = { ...gazetteerPlaces(), name: 'google' };
    expect((await get(autocomplete, { input: 'abuja', sessionToken: TOKEN }, appWith(() => google))).cache).toBeNull();
  });
});
