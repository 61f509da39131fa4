import type { TrackingLink } from '../../../contract/tracking-link';
import type { Db } from '../../db/client';
import type { Executor } from '../booking/executor';
import { BOOKING_STATUS } from '../booking/status';
import { issueTrackingToken } from './token';
import { trackedTrips } from './tracked-trip';

/**
 * The tracking links a booking's ticket carries, one per trip it has a seat on (by trip id): only a
 * confirmed booking gets them, and only for trips whose vehicle has a tracker. This is how the
 * server gives a tracking token to the holder of a booking: with the ticket they already get
 * (booking status, the issued ticket), not through a look-up of its own.
 */
export async function trackingLinks(db: Db, executor: Executor, status: number, tripIds: Iterable<number>): Promise<Map<number, TrackingLink>> {
  const links = new Map<number, TrackingLink>();
  if (status !== BOOKING_STATUS.confirmed) return links;
  for (const trip of (await trackedTrips(executor, tripIds)).values()) {
    links.set(trip.tripId, {
      token: await issueTrackingToken(db, trip),
      trackerId: trip.imei,
      departsAt: trip.departsAt.toISOString(),
      arrivesAt: trip.arrivesAt.toISOString(),
    });
  }
  return links;
}
