import { MAPS_MESSAGES, type PlaceDetails } from '../../../../contract/maps';
import { RuleError } from '../../../http/respond';
import type { Places } from '../../../providers/places/types';
import { measureKm, requirePlaces } from '../../maps/hire-distance';

export type MeasuredTrip = { from: PlaceDetails; to: PlaceDetails; km: number };

/**
 * The pick-up and drop-off addresses back to their places, and the road between them, measured
 * by the server (a distance the client sends is never used). The maps service's own rules and
 * answers (services/maps/hire-distance.ts), keeping the places, whose addresses the hire stores:
 * no adapter → 503; unresolvable → 404 MAPS_MESSAGES.placeNotFound; one place twice (or two at one
 * point) → 400 samePlace; no road or a failing provider → 502 distanceFailed.
 */
export async function measureTrip(places: Places | undefined, depart: string, arrival: string): Promise<MeasuredTrip> {
  const provider = requirePlaces(places);
  const [from, to] = await Promise.all([provider.resolve(depart), provider.resolve(arrival)]).catch((error: unknown) => {
    console.warn('Resolving a hire address failed:', error instanceof Error ? error.message : error);
    throw new RuleError(MAPS_MESSAGES.distanceFailed, 502);
  });
  if (!from || !to) throw new RuleError(MAPS_MESSAGES.placeNotFound, 404);
  if (from.place_id === to.place_id) throw new RuleError(MAPS_MESSAGES.samePlace);
  const km = await measureKm(provider, from, to);
  if (km === 0) throw new RuleError(MAPS_MESSAGES.samePlace);
  if (!Number.isFinite(km) || km < 0) throw new RuleError(MAPS_MESSAGES.distanceFailed, 502);
  return { from, to, km: Math.round(km * 100) / 100 };
}
