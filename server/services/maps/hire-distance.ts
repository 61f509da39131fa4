import { MAPS_MESSAGES, type PlaceDetails } from '../../../contract/maps';
import { RuleError } from '../../http/respond';
import type { Places } from '../../providers/places/types';

/** No places provider is configured or ready: searches and distances wait for it. */
export const MAPS_UNAVAILABLE = MAPS_MESSAGES.unavailable;

export function requirePlaces(places: Places | undefined): Places {
  if (!places) throw new RuleError(MAPS_UNAVAILABLE, 503);
  return places;
}

/** A road distance from the provider; a failure is the traveller's plain 502, whatever the provider said. */
export async function measureKm(places: Places, from: Parameters<Places['roadDistanceKm']>[0], to: Parameters<Places['roadDistanceKm']>[1]): Promise<number> {
  try {
    return await places.roadDistanceKm(from, to);
  } catch (error) {
    console.warn(`Road distance ${from.place_id} → ${to.place_id} failed:`, error instanceof Error ? error.message : error);
    throw new RuleError(MAPS_MESSAGES.distanceFailed, 502);
  }
}

export type MeasuredTrip = { from: PlaceDetails; to: PlaceDetails; km: number };

/**
 * A hire's pick-up and drop-off, each a formatted address as place details gave it (or a place
 * id), back to their places, and the road between them: the server never prices from a distance
 * the client sends, and the hire stores the places' addresses. No adapter → 503; unknown address
 * → 404; the same place (or two places at one point, such as two pick-up points of one area) →
 * 400; no road or a provider failure → 502.
 */
export async function measureTrip(places: Places | undefined, depart: string, arrival: string): Promise<MeasuredTrip> {
  const provider = requirePlaces(places);
  const [from, to] = await Promise.all([depart, arrival].map((address) => provider.resolve(address))).catch((error: unknown) => {
    console.warn('Resolving a hire address failed:', error instanceof Error ? error.message : error);
    throw new RuleError(MAPS_MESSAGES.distanceFailed, 502);
  });
  if (!from || !to) throw new RuleError(MAPS_MESSAGES.placeNotFound, 404);
  if (from.place_id === to.place_id) throw new RuleError(MAPS_MESSAGES.samePlace, 400);
  const km = await measureKm(provider, from, to);
  if (km === 0) throw new RuleError(MAPS_MESSAGES.samePlace, 400);
  if (!Number.isFinite(km) || km < 0) throw new RuleError(MAPS_MESSAGES.distanceFailed, 502);
  return { from, to, km: Math.round(km * 100) / 100 };
}

/** The road km of measureTrip (GET /HireBooking/getDistance). */
export const hireDistanceKm = async (places: Places | undefined, depart: string, arrival: string): Promise<number> =>
  (await measureTrip(places, depart, arrival)).km;
