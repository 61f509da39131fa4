import { googlePlaces } from './google';
import { gazetteerPlaces } from './local';
import type { Places } from './types';

/**
 * Google when a key is configured (GOOGLE_MAPS_API_KEY, server only), else our own gazetteer and
 * road network, which need no outside service.
 */
export function createPlaces(config: { googleMapsKey?: string }, fetchImpl: typeof fetch = fetch): Places {
  return config.googleMapsKey ? googlePlaces(config.googleMapsKey, fetchImpl) : gazetteerPlaces();
}
