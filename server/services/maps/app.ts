import { Hono, type Context } from 'hono';
import * as mapsCalls from '../../../contract/calls/maps';
import { MAPS_MESSAGES } from '../../../contract/maps';
import { mount } from '../../http/mount';
import { RuleError, sendOk } from '../../http/respond';
import { GAZETTEER_NAME } from '../../providers/places/local';
import type { Places } from '../../providers/places/types';
import { MAPS_UNAVAILABLE, measureKm, requirePlaces } from './hire-distance';

/**
 * Our gazetteer changes only with a release, so its searches and places may be kept a day by the
 * browser and any shared cache (the query, session token included, is the key). A real
 * provider's answers are not ours to keep.
 */
const STATIC_ANSWER = 'public, max-age=86400';

/**
 * The maps service (spec 2 §7.4), mounted at /api/maps: place search as the traveller types, a
 * place's address, and the road distance between two places, from `places()` (undefined while no
 * provider is ready: 503). Unknown place → 404; the provider failing → 502.
 */
export function mapsApp(places: () => Places | undefined) {
  const app = new Hono();
  const cacheIfStatic = (c: Context, provider: Places) => {
    if (provider.name === GAZETTEER_NAME) c.header('Cache-Control', STATIC_ANSWER);
  };
  /** A provider that fails (Google down, over quota) is a plain 502, not the server's 500. */
  const asking = <T>(what: string, answer: Promise<T>): Promise<T> =>
    answer.catch((error: unknown) => {
      console.warn(`Places ${what} failed:`, error instanceof Error ? error.message : error);
      throw new RuleError(MAPS_UNAVAILABLE, 502);
    });
  const placeOf = async (provider: Places, placeId: string) => {
    const place = await asking('details', provider.details(placeId));
    if (!place) throw new RuleError(MAPS_MESSAGES.placeNotFound, 404);
    return place;
  };

  mount(app, mapsCalls.autocomplete, async (c, { query }) => {
    const provider = requirePlaces(places());
    const suggestions = await asking('autocomplete', provider.autocomplete(query.input, query.sessionToken));
    cacheIfStatic(c, provider);
    return sendOk(c, suggestions);
  });
  mount(app, mapsCalls.placeDetails, async (c, { query }) => {
    const provider = requirePlaces(places());
    const place = await placeOf(provider, query.placeId);
    cacheIfStatic(c, provider);
    return sendOk(c, place);
  });
  mount(app, mapsCalls.distanceByPlace, async (c, { query }) => {
    const provider = requirePlaces(places());
    const [from, to] = await Promise.all([placeOf(provider, query.origin), placeOf(provider, query.destination)]);
    return sendOk(c, await measureKm(provider, from, to));
  });
  return app;
}
