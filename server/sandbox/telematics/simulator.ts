import { authContext } from '../../auth/context';
import type { Db } from '../../db/client';
import type { Telematics } from '../../providers/telematics/types';
import { routePathOf, trackedTripByImei } from '../../services/tracking/tracked-trip';
import { busAt } from './motion';

/**
 * The sandbox's telematics provider: a vehicle simulator that moves each bus of the schedule
 * along its road between its departure and its timetable's arrival (motion.ts), found by its
 * tracker's IMEI (server/db/schema-tracking.ts), on the accounts clock (which tests move).
 *
 * Testers choose the failure as with the biller's numbers: a tracker whose IMEI starts with
 * SILENT_TRACKER_PREFIX never gets a fix (the page says 'Can't get vehicle locatioon'); the dev
 * fixture POST /api/dev/trips/soon gives a trip one with `tracker: 'silent'`.
 */
export const SILENT_TRACKER_PREFIX = '990000';

/** Positions to 6 decimals (~0.1 m), as trackers send them. */
const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

export function sandboxTelematics(db: Db): Telematics {
  return {
    name: 'simulator',
    async locate(imei) {
      if (imei.startsWith(SILENT_TRACKER_PREFIX)) return undefined;
      const trip = await trackedTripByImei(db, imei);
      if (!trip) return undefined;
      const path = routePathOf(trip).map(([lng, lat]) => ({ lat, lng }));
      const now = authContext(db).now();
      const { position, speedKmh } = busAt({ path, departsAt: trip.departsAt, arrivesAt: trip.arrivesAt, distanceKm: trip.distanceKm }, now);
      return { latitude: round6(position.lat), longitude: round6(position.lng), speedKmh: Math.round(speedKmh), takenAt: now };
    },
  };
}
